import { isOperator, userCreateRequestSchema, userUpdateRequestSchema } from '@pcs/domain';
import { ORG_TEXT } from '../../../components/back-office/texts';
import { alertMessage, confirmMessage } from '../../../lib/dialog';
import { useSession } from '../../../lib/session-store';
import { errorText } from '../../../lib/use-error-alert';
import { useCreateUser } from '../api/create-user';
import { useUpdateUser } from '../api/update-user';
import { type UserFormValues, userRequestOf } from '../components/user-form';

/**
 * Saves the user form: the contract's zod schema first (the same Korean texts the API would send), a confirm, the
 * call, then 저장되었습니다.; a refusal alerts the server's text (spec §8). `unqUserId` present means an edit.
 */
export function useSaveUser(onSaved: (saved: { unqUserId: string }) => void) {
  const create = useCreateUser();
  const update = useUpdateUser();
  const operator = isOperator(useSession((s) => s.loginUserData?.authCd ?? ''));

  const save = async (values: UserFormValues, unqUserId?: string) => {
    // Someone who never saw the birth date's year saves an untouched birth field as "unchanged" (userRequestOf).
    const request = userRequestOf(values, !!unqUserId && !operator);
    const parsed = unqUserId
      ? userUpdateRequestSchema.safeParse({ ...request, unqUserId })
      : userCreateRequestSchema.safeParse(request);
    if (!parsed.success) {
      await alertMessage(parsed.error.issues[0]?.message ?? '');
      return;
    }
    if (!(await confirmMessage(ORG_TEXT.saveConfirm))) return;
    try {
      const saved =
        'unqUserId' in parsed.data
          ? await update.mutateAsync(parsed.data)
          : await create.mutateAsync(parsed.data);
      await alertMessage(ORG_TEXT.saved);
      onSaved(saved);
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  return { save, pending: create.isPending || update.isPending };
}
