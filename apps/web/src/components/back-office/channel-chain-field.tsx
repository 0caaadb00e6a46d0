import {
  CHAIN_CHANNEL_LABEL,
  CHAIN_WINDOW_MAX,
  CHAIN_WINDOW_MIN,
  CHANNEL_CHAIN_MESSAGES,
  type ChainChannel,
  channelChainLabel,
  DEFAULT_CHANNEL_CHAIN,
  SEND_CHANNELS,
} from '@pcs/domain';
import { useQuery } from '@tanstack/react-query';
import { Form, InputNumber, Select } from 'antd';
import { messengerConnectedQuery } from './messenger-connected-query';

/**
 * The delivery chain field (decision 052) of the company, event and occasion rule forms: the channels in the order
 * they are tried, picked one after the other. Empty: the owner's default (the company's chain, or for a company the
 * product's default). The server checks it again (channelChainSchema).
 */
export function ChannelChainField({
  inherit,
  cmpyCd = null,
}: {
  inherit: 'company' | 'default';
  /** The company whose connected messengers (decision 056) the chain may name; none for a new company. */
  cmpyCd?: string | null;
}) {
  const connected = useQuery({ ...messengerConnectedQuery(cmpyCd), enabled: Boolean(cmpyCd) });
  const channels: ChainChannel[] = [...SEND_CHANNELS, ...(connected.data?.channels ?? [])];
  const fallback =
    inherit === 'company'
      ? '비워 두면 고객사 기본 순서를 따릅니다.'
      : `비워 두면 기본 순서(${channelChainLabel(DEFAULT_CHANNEL_CHAIN)})를 따릅니다.`;
  return (
    <Form.Item
      name="channelChain"
      label="발송 채널 순서"
      extra={`선택한 순서대로 보내고, 앞 채널이 실패하거나 대기 시간 안에 수신 확인이 없을 때만 다음 채널로 보냅니다. 연동 설정에서 연결한 메신저도 넣을 수 있습니다. ${fallback}`}
    >
      <Select<ChainChannel[]>
        mode="multiple"
        allowClear
        aria-label="발송 채널 순서"
        placeholder={inherit === 'company' ? '고객사 기본 순서' : channelChainLabel(DEFAULT_CHANNEL_CHAIN)}
        style={{ maxWidth: 420 }}
        options={channels.map((c) => ({ value: c, label: CHAIN_CHANNEL_LABEL[c] }))}
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
export const chainOfForm = (chain: readonly ChainChannel[] | null | undefined): ChainChannel[] | null =>
  chain && chain.length > 0 ? [...chain] : null;
