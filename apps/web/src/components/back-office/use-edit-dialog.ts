import type { FormInstance } from 'antd';
import { useState } from 'react';
import { alertMessage } from '../../lib/dialog';
import { errorText } from '../../lib/use-error-alert';

/**
 * A create/edit dialog over one form: `open(values)` fills the form and shows the dialog, `submit` validates, saves
 * the opened values overlaid with the form's, and closes on success; a refusal is shown and the dialog stays open.
 */
export function useEditDialog<T extends object>(
  form: FormInstance<T>,
  save: (values: T) => Promise<unknown>,
) {
  const [editing, setEditing] = useState<T | null>(null);
  const open = (values: T) => {
    setEditing(values);
    form.setFieldsValue(values as Parameters<FormInstance<T>['setFieldsValue']>[0]);
  };
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !editing) return;
    try {
      await save({ ...editing, ...values });
      setEditing(null);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };
  return { editing, open, close: () => setEditing(null), submit };
}
