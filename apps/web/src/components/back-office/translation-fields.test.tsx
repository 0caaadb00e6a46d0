import { EVENT_TRANSLATED_FIELDS, type EventTranslations } from '@pcs/domain';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { renderBackOffice } from '../../test/render-back-office';
import { TranslationFields } from './translation-fields';

const FIELDS = {
  greeting: { ...EVENT_TRANSLATED_FIELDS.greeting, multiline: true },
  cardMsg: { ...EVENT_TRANSLATED_FIELDS.cardMsg, multiline: true },
};

function EventTexts({
  translations,
  disabled = false,
  onSave,
}: {
  translations: EventTranslations;
  disabled?: boolean;
  onSave: (values: { translations: EventTranslations }) => void;
}) {
  return (
    <Form initialValues={{ translations }} onFinish={onSave}>
      <TranslationFields fields={FIELDS} disabled={disabled} />
      <Button htmlType="submit">저장</Button>
    </Form>
  );
}

describe('TranslationFields (번역 (선택), decision 055)', () => {
  it('holds a field per language and text, folded, yet sends what was loaded with what was typed', async () => {
    const onSave = vi.fn();
    renderBackOffice(<EventTexts translations={{ vi: { greeting: 'Xin chào' } }} onSave={onSave} />);
    expect(screen.getByText('번역 (선택)')).toBeTruthy();
    for (const name of ['영어', '베트남어', '중국어(간체)', '네팔어', '크메르어']) {
      expect(screen.getByLabelText(`${name} 인사말`)).toBeTruthy();
      expect(screen.getByLabelText(`${name} 카드 문구`)).toBeTruthy();
    }
    // Each language also named in itself, for whoever checks a translation.
    expect(screen.getByText('(ខ្មែរ)')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('크메르어 카드 문구'), { target: { value: 'សូមអរគុណ' } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    await waitFor(() => expect(onSave).toHaveBeenCalled());
    expect(onSave.mock.calls[0]![0].translations).toMatchObject({
      vi: { greeting: 'Xin chào' },
      km: { cardMsg: 'សូមអរគុណ' },
    });
  });

  it('refuses a card text over the recipient card message limit, naming the language, in Korean', async () => {
    const onSave = vi.fn();
    renderBackOffice(<EventTexts translations={{}} onSave={onSave} />);
    fireEvent.change(screen.getByLabelText('네팔어 카드 문구'), { target: { value: 'क'.repeat(201) } });
    fireEvent.click(screen.getByRole('button', { name: '저장' }));
    expect(await screen.findByText('네팔어 카드 문구는 200자까지 입력할 수 있습니다.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it('is read-only when the form is', () => {
    renderBackOffice(<EventTexts translations={{}} disabled onSave={() => undefined} />);
    expect((screen.getByLabelText('영어 인사말') as HTMLTextAreaElement).disabled).toBe(true);
  });
});
