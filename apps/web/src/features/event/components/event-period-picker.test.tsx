import { API_PATH } from '@pcs/domain/contracts/paths';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Form } from 'antd';
import type { Dayjs } from 'dayjs';
import { describe, expect, it, vi } from 'vitest';
import { envelope, stubFetch } from '../../../test/fetch-stub';
import { renderBackOffice } from '../../../test/render-back-office';
import { EventPeriodPicker } from './event-period-picker';
import { ThemeSelect } from './theme-select';

describe('EventPeriodPicker', () => {
  it('reads a date typed with dashes, and Enter confirms it without submitting the form', async () => {
    const onFinish = vi.fn();
    const onChange = vi.fn();
    renderBackOffice(
      <Form onFinish={onFinish}>
        <Form.Item name="period">
          <EventPeriodPicker onChange={onChange} />
        </Form.Item>
      </Form>,
    );
    const start = screen.getByPlaceholderText('시작 일시');
    fireEvent.mouseDown(start);
    fireEvent.focus(start);
    fireEvent.change(start, { target: { value: '2026-12-01 09:00' } });
    // false: the browser's default for Enter in a form's field (submitting the form) was cancelled.
    expect(fireEvent.keyDown(start, { key: 'Enter' })).toBe(false);
    const end = screen.getByPlaceholderText('종료 일시');
    fireEvent.focus(end);
    fireEvent.change(end, { target: { value: '2026-12-03 18:30' } });
    expect(fireEvent.keyDown(end, { key: 'Enter' })).toBe(false);
    await waitFor(() => expect(onChange).toHaveBeenCalled());
    const [from, to] = onChange.mock.lastCall![0] as [Dayjs, Dayjs];
    expect(from.format('YYYYMMDDHHmm')).toBe('202612010900');
    expect(to.format('YYYYMMDDHHmm')).toBe('202612031830');
    expect(onFinish).not.toHaveBeenCalled();
  });
});

describe('ThemeSelect', () => {
  it('finds a theme by typing part of its name', async () => {
    const theme = (tempSn: number, tempNm: string) => ({
      tempSn,
      tempNm,
      occasionCd: null,
      occasionNm: null,
      bgFileId: null,
      seqNo: tempSn,
      useYn: 'Y',
      landingHiddenYn: 'N',
      prodCount: 0,
    });
    stubFetch((path) =>
      path === API_PATH.eventThemeList
        ? envelope('2000', { list: [theme(1, '설날 선물'), theme(2, '추석 선물'), theme(3, '창립기념일')] })
        : envelope('2000', null),
    );
    renderBackOffice(<ThemeSelect />);
    const select = screen.getByLabelText('테마');
    fireEvent.mouseDown(select);
    await screen.findByTitle('설날 선물');
    fireEvent.change(select, { target: { value: '추석' } });
    await waitFor(() => expect(screen.queryByTitle('설날 선물')).toBeNull());
    expect(screen.getByTitle('추석 선물')).toBeTruthy();
  });
});
