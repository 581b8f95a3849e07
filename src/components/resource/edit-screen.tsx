import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';
import { useLocation } from 'wouter';

import { absolute } from '@/lib/app-paths';

import type { Back } from '../screen-header';
import { EditForm } from './edit-form';
import { type RecordBase, type RecordDefinition, recordName } from './record-definition';
import { RecordFrame } from './record-frame';
import type { RecordRoute } from './record-route';

interface EditScreenProps<Rec extends RecordBase, Values extends FieldValues, Payload> {
  definition: RecordDefinition<Rec, Values, Payload>;
  route: RecordRoute;
  /** 'Edit Patient' (the default from the singular), then 'Edit Patient: Asha Rao' once loaded. */
  title?: string;
  titleId?: string;
  /** Classes beside `ui-screen`. */
  className?: string;
  /**
   * Back: to the record's page by default ('Back to Patient Details'; the list for a bad id);
   * null for none (a doctor has no list to go back to).
   */
  back?: Back | null;
  /** Below the form, once the record is there (a doctor's signature). */
  children?: (record: Rec) => ReactNode;
}

/**
 * A record's edit on its own route (docs/adding-a-screen.md): the frame's states, then the same edit
 * form as in place (validation, leave guard, 422 on its field, the 409 three-way path); Save and
 * Cancel go back to the record's page.
 */
export const EditScreen = <Rec extends RecordBase, Values extends FieldValues, Payload>({
  definition,
  route,
  title = `Edit ${definition.singular}`,
  titleId,
  className,
  back,
  children,
}: EditScreenProps<Rec, Values, Payload>) => {
  const [, navigate] = useLocation();
  const standard = {
    label: `Back to ${definition.singular} Details`,
    href: route.id === null ? definition.listPath : definition.viewPath(route.id),
  };
  const shown = back === undefined ? standard : back;
  return (
    <RecordFrame
      route={route}
      useRecord={definition.useRecord}
      title={title}
      titleOf={(record) => `${title}: ${recordName(definition, record)}`}
      {...(titleId ? { titleId } : {})}
      {...(className ? { className } : {})}
      {...(shown ? { back: shown } : {})}
    >
      {(record) => (
        <>
          <EditForm
            definition={definition}
            record={record}
            onDone={() => navigate(absolute(definition.viewPath(record.id)))}
          />
          {children?.(record)}
        </>
      )}
    </RecordFrame>
  );
};
