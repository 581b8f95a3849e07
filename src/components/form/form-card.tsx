import type { ReactNode } from 'react';

interface FormCardProps {
  saving: boolean;
  /** Save (the submit button, or Enter in a field). */
  onSave: () => void;
  /** A Cancel button beside Save (an edit mode); none on a create page (its header has Back). */
  onCancel?: () => void;
  children: ReactNode;
}

/**
 * The card every form is: the browser's own validation off (the form's messages speak instead),
 * busy while saving, then Cancel and Save ('Saving...' while a save is on its way, both disabled).
 */
export const FormCard = ({ saving, onSave, onCancel, children }: FormCardProps) => (
  <form
    className="ui-card"
    noValidate
    aria-busy={saving}
    onSubmit={(event) => {
      event.preventDefault();
      onSave();
    }}
  >
    {children}
    <div className="ui-actions">
      {onCancel ? (
        <button type="button" className="ui-btn ui-btn-outline" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
      ) : null}
      <button type="submit" className="ui-btn" disabled={saving}>
        {saving ? 'Saving...' : 'Save'}
      </button>
    </div>
  </form>
);
