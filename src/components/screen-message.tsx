import type { ReactNode } from 'react';

interface ScreenMessageProps {
  title: string;
  children: ReactNode;
  /** 'busy' is announced politely (loading); 'error' as an alert. */
  tone: 'busy' | 'error';
}

/** A screen-level message (loading, invalid URL, unknown camp) in place of the content. */
export const ScreenMessage = ({ title, children, tone }: ScreenMessageProps) => (
  <section className="ui-screen">
    <h1 className="ui-title">{title}</h1>
    <div className="ui-card">
      <p role={tone === 'error' ? 'alert' : 'status'} className="ui-message">
        {children}
      </p>
    </div>
  </section>
);
