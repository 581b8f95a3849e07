import { safeHref } from '@/lib/safe-href';

export interface PreviewContent {
  title: string;
  body: string;
  link: string;
  image_url: string;
}

const shown = (text: string, fallback: string): string => (text.trim() === '' ? fallback : text.trim());

/**
 * What the recipients will see (docs/notifications.md, "Compose"): the message in a kiosk's screen
 * frame, and as a browser notification. The image is shown only from a URL the safeHref rule passes.
 */
export const NotificationPreviews = ({ content }: { content: PreviewContent }) => {
  const title = shown(content.title, 'Your title');
  const body = shown(content.body, 'Your message appears here.');
  const image = safeHref(content.image_url);
  const link = safeHref(content.link);
  return (
    <section className="notification-previews" aria-labelledby="notification-previews-title">
      <h2 id="notification-previews-title">Preview</h2>
      <figure className="notification-kiosk" aria-label="On a kiosk screen">
        <div className="notification-kiosk-screen">
          {image ? <img src={image} alt="" className="notification-kiosk-image" /> : null}
          <p className="notification-kiosk-title">{title}</p>
          <p className="notification-kiosk-body">{body}</p>
          {link ? <span className="notification-kiosk-link">Open</span> : null}
        </div>
        <figcaption>On a kiosk screen</figcaption>
      </figure>
      <figure className="notification-browser" aria-label="As a browser notification">
        <div className="notification-browser-card">
          <span className="notification-browser-site">Staff dashboard</span>
          <p className="notification-browser-title">{title}</p>
          <p className="notification-browser-body">{body}</p>
        </div>
        <figcaption>As a browser notification</figcaption>
      </figure>
    </section>
  );
};
