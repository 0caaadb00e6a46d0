import {
  CHAIN_WINDOW_MAX,
  CHAIN_WINDOW_MIN,
  CHANNEL_CHAIN_MESSAGES,
  channelChainLabel,
  DEFAULT_CHANNEL_CHAIN,
  SEND_CHANNEL_LABEL,
  SEND_CHANNELS,
  type SendChannel,
} from '@pcs/domain';
import { Form, InputNumber, Select } from 'antd';

/**
 * The delivery chain field (decision 052) of the company, event and occasion rule forms: the channels in the order
 * they are tried, picked one after the other. Empty: the owner's default (the company's chain, or for a company the
 * product's default). The server checks it again (channelChainSchema).
 */
export function ChannelChainField({ inherit }: { inherit: 'company' | 'default' }) {
  const fallback =
    inherit === 'company'
      ? '비워 두면 고객사 기본 순서를 따릅니다.'
      : `비워 두면 기본 순서(${channelChainLabel(DEFAULT_CHANNEL_CHAIN)})를 따릅니다.`;
  return (
    <Form.Item
      name="channelChain"
      label="발송 채널 순서"
      extra={`선택한 순서대로 보내고, 앞 채널이 실패하거나 대기 시간 안에 수신 확인이 없을 때만 다음 채널로 보냅니다. ${fallback}`}
    >
      <Select<SendChannel[]>
        mode="multiple"
        allowClear
        aria-label="발송 채널 순서"
        placeholder={inherit === 'company' ? '고객사 기본 순서' : channelChainLabel(DEFAULT_CHANNEL_CHAIN)}
        style={{ maxWidth: 420 }}
        options={SEND_CHANNELS.map((c) => ({ value: c, label: SEND_CHANNEL_LABEL[c] }))}
      />
    </Form.Item>
  );
}

/** The company's window: minutes a step waits for its delivery report before the next channel goes. */
export function ChainWindowField() {
  return (
    <Form.Item
      name="chainWindowMin"
      label="대체 발송 대기 시간(분)"
      rules={[
        {
          type: 'integer',
          min: CHAIN_WINDOW_MIN,
          max: CHAIN_WINDOW_MAX,
          message: CHANNEL_CHAIN_MESSAGES.window,
        },
      ]}
    >
      <InputNumber
        min={CHAIN_WINDOW_MIN}
        max={CHAIN_WINDOW_MAX}
        precision={0}
        aria-label="대체 발송 대기 시간(분)"
      />
    </Form.Item>
  );
}

/** A form's chain as the API takes it: none picked is null (the default). */
export const chainOfForm = (chain: readonly SendChannel[] | null | undefined): SendChannel[] | null =>
  chain && chain.length > 0 ? [...chain] : null;
