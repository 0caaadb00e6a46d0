import { ACCOUNT_MESSAGES, vendorApplyRequestSchema } from '@pcs/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { alertMessage } from '../../../lib/dialog';
import { errorText } from '../../../lib/use-error-alert';
import { useVendorApply } from '../api/vendor-apply';
import { useVendorInvitation } from '../api/vendor-invitation';
import styles from '../components/account-form.module.css';
import { FormField } from '../components/form-field';
import { PasswordFields, usePasswordPair } from '../components/password-fields';

const FIELDS = [
  ['cmpyNm', '회사명', 'text', 100],
  ['corporateRegNo', '사업자등록번호', 'text', 12],
  ['managerNm', '담당자명', 'text', 50],
  ['managerTelNo', '담당자 휴대폰 번호', 'tel', 13],
  ['managerEmail', '담당자 이메일', 'email', 100],
  ['userId', '로그인 아이디', 'text', 30],
] as const;
type Field = (typeof FIELDS)[number][0];

const ymd = (s: string) => s.replace(/^(\d{4})(\d{2})(\d{2})$/, '$1.$2.$3');

/**
 * spec §2 /vendorApplyForm/{approvalId}: a vendor's application (company and manager login), READY until reviewed.
 * The approvalId is an invitation an operator sent; the form appears only while it is open, otherwise the reason.
 */
export default function VendorApplyPage() {
  const approvalId = useParams().approvalId ?? '';
  const invitation = useVendorInvitation(approvalId);
  if (invitation.isPending)
    return (
      <section className={styles.page} aria-busy="true" aria-labelledby="vendor-apply-title">
        <h1 id="vendor-apply-title" className={styles.title}>
          입점 신청
        </h1>
        <p className={styles.sub}>신청 링크를 확인하고 있습니다...</p>
      </section>
    );
  if (invitation.isError)
    return (
      <section className={styles.page} aria-labelledby="vendor-apply-title">
        <h1 id="vendor-apply-title" className={styles.title}>
          입점 신청
        </h1>
        <p className={styles.sub} role="alert">
          {errorText(invitation.error)}
        </p>
        <Link to={paths.login} className="pcs-button pcs-button--block">
          로그인 화면으로
        </Link>
      </section>
    );
  return (
    <VendorApplyForm
      approvalId={approvalId}
      invitedCmpyNm={invitation.data.cmpyNm}
      expiresDt={invitation.data.expiresDt}
    />
  );
}

function VendorApplyForm({
  approvalId,
  invitedCmpyNm,
  expiresDt,
}: {
  approvalId: string;
  invitedCmpyNm: string | null;
  expiresDt: string;
}) {
  const navigate = useNavigate();
  const [form, setForm] = useState<Record<Field, string>>({
    cmpyNm: '',
    corporateRegNo: '',
    managerNm: '',
    managerTelNo: '',
    managerEmail: '',
    userId: '',
  });
  const [agree, setAgree] = useState(false);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const pw = usePasswordPair(setErrors);
  const apply = useVendorApply();
  useEffect(() => {
    if (invitedCmpyNm) setForm((f) => (f.cmpyNm ? f : { ...f, cmpyNm: invitedCmpyNm }));
  }, [invitedCmpyNm]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body = {
      ...form,
      approvalId,
      password: pw.values.newPassword,
      passwordConfirm: pw.values.newPasswordConfirm,
      agreePrivacyYn: agree ? 'Y' : 'N',
    };
    const parsed = vendorApplyRequestSchema.safeParse(body);
    if (!parsed.success) {
      const next: Record<string, string> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0]);
        const field =
          key === 'password' ? 'newPassword' : key === 'passwordConfirm' ? 'newPasswordConfirm' : key;
        next[field] ??= issue.message;
      }
      setErrors(next);
      if (next.agreePrivacyYn) void alertMessage(next.agreePrivacyYn);
      return;
    }
    setErrors({});
    apply.mutate(body as Parameters<typeof apply.mutate>[0], {
      onSuccess: () => navigate(paths.vendorApplySuccess, { replace: true }),
      onError: (e) => void alertMessage(errorText(e)),
    });
  };

  return (
    <section className={styles.page} aria-labelledby="vendor-apply-title">
      <h1 id="vendor-apply-title" className={styles.title}>
        입점 신청
      </h1>
      <p className={styles.sub}>
        신청서를 검토한 뒤 담당자에게 결과를 안내해드립니다. 승인 전에는 로그인할 수 없습니다. 이 신청 링크는{' '}
        {ymd(expiresDt)}까지 사용할 수 있습니다.
      </p>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        {FIELDS.map(([name, label, type, max]) => (
          <FormField
            key={name}
            label={label}
            name={name}
            type={type}
            maxLength={max}
            value={form[name]}
            error={errors[name]}
            onChange={(e) => setForm((f) => ({ ...f, [name]: e.target.value }))}
          />
        ))}
        <PasswordFields {...pw} errors={errors} label="비밀번호" />
        <label className={styles.check}>
          <input type="checkbox" checked={agree} onChange={(e) => setAgree(e.target.checked)} />
          (필수) 개인정보 수집 및 이용에 동의합니다.
        </label>
        <button
          type="submit"
          className="pcs-button pcs-button--primary pcs-button--block"
          disabled={apply.isPending}
        >
          입점 신청
        </button>
      </form>
      <p className={styles.hint}>{ACCOUNT_MESSAGES.vendorApplyReady}</p>
    </section>
  );
}
