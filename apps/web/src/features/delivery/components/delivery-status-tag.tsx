import { DELIVERY_STATUS_LABEL, type DeliveryStatus, isDeliveryStateName } from '@pcs/domain';
import { Tag } from 'antd';

const COLOR: Record<DeliveryStatus, string> = {
  '01': 'blue',
  '05': 'geekblue',
  '02': 'gold',
  '06': 'purple',
  '03': 'cyan',
  '04': 'green',
  '09': 'red',
};

const isDeliveryStatus = (code: string): code is DeliveryStatus => Object.hasOwn(DELIVERY_STATUS_LABEL, code);

/**
 * A delivery status (code group 011) as a coloured tag, named as the server named it (a recipient's reply comes in
 * their page's language); an unknown code shows the server's name in grey. A name the server gives in place of the
 * delivery state (a completed return, decision 030: 반품완료) is shown as such.
 */
export function DeliveryStatusTag({ code, name }: { code: string; name?: string | null }) {
  if (!isDeliveryStatus(code)) return <Tag>{name || code}</Tag>;
  if (name && !isDeliveryStateName(code, name)) return <Tag color="volcano">{name}</Tag>;
  return <Tag color={COLOR[code]}>{name || DELIVERY_STATUS_LABEL[code]}</Tag>;
}

export const DELIVERY_STATUS_OPTIONS = Object.entries(DELIVERY_STATUS_LABEL).map(([value, label]) => ({
  value,
  label,
}));
