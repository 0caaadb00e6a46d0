import { saveAddressRequestSchema } from '@pcs/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { PostcodeSearch } from '../../../components/ui/postcode-search';
import { paths } from '../../../config/paths';
import { useT } from '../../../i18n/texts';
import { alertMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useFocusFirstInvalid } from '../../../lib/use-focus-first-invalid';
import { useAddress, useAddressMutations } from '../api/address-book';
import styles from '../components/account-form.module.css';
import { FormField } from '../components/form-field';
import { domainText } from '../domain-texts';
import type { AddressPickState } from './address-book-page';

const FIELDS = [
  ['addrNm', 'account.address.field.addrNm', 50, 'text'],
  ['receiverNm', 'account.address.field.receiverNm', 50, 'text'],
  ['receiverTelNo', 'account.address.field.receiverTelNo', 13, 'tel'],
  ['zipCd', 'account.address.field.zipCd', 5, 'text'],
  ['addr', 'account.address.field.addr', 200, 'text'],
  ['addrDtl', 'account.address.field.addrDtl', 100, 'text'],
] as const;
type Field = (typeof FIELDS)[number][0];
const EMPTY: Record<Field, string> = {
  addrNm: '',
  receiverNm: '',
  receiverTelNo: '',
  zipCd: '',
  addr: '',
  addrDtl: '',
};

/**
 * spec §2 /m/myPage/addr/{deleSn}: add ('new') or edit one address of the book. The desktop my-page tab passes the
 * address and onDone (back to its list) instead of the route parameter.
 */
export default function AddressEditPage(props: { deleSn?: number | 'new'; onDone?: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  const pick = useLocation().state as AddressPickState | null;
  const routeParam = useParams().deleSn;
  const param = String(props.deleSn ?? routeParam ?? 'new');
  const deleSn = /^\d+$/.test(param) ? Number(param) : null;
  const existing = useAddress(deleSn);
  useErrorAlert(existing.error);
  const { save } = useAddressMutations();
  const [values, setValues] = useState(EMPTY);
  const [defaultYn, setDefaultYn] = useState<'Y' | 'N'>('N');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const { ref: formRef, refused } = useFocusFirstInvalid();

  useEffect(() => {
    if (!existing.data) return;
    const { deleSn: _sn, defaultYn: d, ...rest } = existing.data;
    setValues(rest);
    setDefaultYn(d);
  }, [existing.data]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, defaultYn, ...(deleSn ? { deleSn } : {}) };
    const parsed = saveAddressRequestSchema.safeParse(body);
    if (!parsed.success) {
      const next: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Field] ??= domainText(issue.message);
      setErrors(next);
      refused();
      return;
    }
    setErrors({});
    save.mutate(body, {
      onSuccess: () =>
        props.onDone ? props.onDone() : navigate(paths.mMyPageAddr, { replace: true, state: pick }),
      onError: (e) => void alertMessage(errorText(e)),
    });
  };

  return (
    <section className={styles.page} aria-labelledby="addr-edit-title">
      <h1 id="addr-edit-title" className={styles.title}>
        {deleSn ? t('account.address.editTitle') : t('account.address.newTitle')}
      </h1>
      <form ref={formRef} className={styles.form} onSubmit={onSubmit} noValidate style={{ marginTop: 16 }}>
        {FIELDS.map(([name, label, max, type]) => (
          <FormField
            key={name}
            label={t(label)}
            name={name}
            type={type}
            maxLength={max}
            value={values[name]}
            error={errors[name]}
            onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
            after={
              name === 'zipCd' ? (
                <PostcodeSearch
                  onPick={({ zipCd, addr }) => {
                    setValues((v) => ({ ...v, zipCd, addr }));
                    formRef.current?.querySelector<HTMLInputElement>('input[name="addrDtl"]')?.focus();
                  }}
                />
              ) : undefined
            }
          />
        ))}
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={defaultYn === 'Y'}
            onChange={(e) => setDefaultYn(e.target.checked ? 'Y' : 'N')}
          />
          {t('account.address.setDefault')}
        </label>
        <button
          type="submit"
          className="pcs-button pcs-button--primary pcs-button--block"
          disabled={save.isPending}
        >
          {t('account.address.save')}
        </button>
        {props.onDone && (
          <button type="button" className="pcs-button pcs-button--block" onClick={props.onDone}>
            {t('account.address.cancel')}
          </button>
        )}
      </form>
    </section>
  );
}
