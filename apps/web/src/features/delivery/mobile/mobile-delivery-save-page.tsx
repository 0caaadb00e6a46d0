import { myAddressRequestSchema } from '@pcs/domain';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../../config/paths';
import { alertMessage } from '../../../lib/dialog';
import { errorText, useErrorAlert } from '../../../lib/use-error-alert';
import { useMyAddress, useMyDetail } from '../api/flow-calls';
import styles from './mobile-delivery.module.css';

const FIELDS = [
  { name: 'receiverNm', label: '받는 분', max: 50, mode: 'text' },
  { name: 'receiverTelNo', label: '휴대폰번호', max: 11, mode: 'numeric' },
  { name: 'zipCd', label: '우편번호', max: 5, mode: 'numeric' },
  { name: 'addr', label: '주소', max: 200, mode: 'text' },
  { name: 'addrDtl', label: '상세주소', max: 100, mode: 'text' },
  { name: 'deliveryMemo', label: '요청사항', max: 100, mode: 'text' },
] as const;
type Name = (typeof FIELDS)[number]['name'];

/** spec §2 /m/delivery/save/{estiSn}: the recipient changes the address before release (the server re-checks). */
export default function MobileDeliverySavePage() {
  const estiSn = Number(useParams().estiSn) || 0;
  const detail = useMyDetail(estiSn);
  useErrorAlert(detail.error);
  const save = useMyAddress();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Name, string>>({
    receiverNm: '',
    receiverTelNo: '',
    zipCd: '',
    addr: '',
    addrDtl: '',
    deliveryMemo: '',
  });
  const [errors, setErrors] = useState<Partial<Record<Name, string>>>({});
  const d = detail.data;
  useEffect(() => {
    if (d)
      setValues({
        receiverNm: d.receiverNm,
        receiverTelNo: d.receiverTelNo,
        zipCd: d.zipCd,
        addr: d.addr,
        addrDtl: d.addrDtl,
        deliveryMemo: d.deliveryMemo,
      });
  }, [d]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const parsed = myAddressRequestSchema.safeParse({
      estiSn,
      ...values,
      receiverTelNo: values.receiverTelNo.replace(/\D/g, ''),
    });
    if (!parsed.success) {
      const next: Partial<Record<Name, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as Name] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    try {
      await save.mutateAsync(parsed.data);
      await alertMessage('배송지를 변경했습니다.');
      navigate(paths.mDeliveryDetail(estiSn), { replace: true });
    } catch (error) {
      await alertMessage(errorText(error));
    }
  };

  if (!estiSn || detail.isError) return <p className={styles.empty}>주문 정보를 찾을 수 없습니다.</p>;
  if (!d) return <p className={styles.empty}>불러오는 중입니다.</p>;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>배송지 변경</h1>
      {!d.canChange && <p className={styles.notice}>출고 후에는 배송지를 변경할 수 없습니다.</p>}
      <form className={styles.form} onSubmit={submit} noValidate>
        {FIELDS.map((f) => (
          <label key={f.name} className={styles.field}>
            {f.label}
            <input
              className={styles.input}
              name={f.name}
              inputMode={f.mode}
              maxLength={f.max}
              value={values[f.name]}
              onChange={(e) => setValues({ ...values, [f.name]: e.target.value })}
              aria-invalid={errors[f.name] ? true : undefined}
            />
            {errors[f.name] && <span className={styles.error}>{errors[f.name]}</span>}
          </label>
        ))}
        <button className={styles.button} type="submit" disabled={!d.canChange || save.isPending}>
          변경하기
        </button>
      </form>
    </div>
  );
}
