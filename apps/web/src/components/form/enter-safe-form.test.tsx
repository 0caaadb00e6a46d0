import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fireEvent, render, screen } from '@testing-library/react';
import { Button, DatePicker, Input } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import { Form } from './enter-safe-form';

/** fireEvent answers false when a handler prevented the default, i.e. the browser would not submit. */
const enterIn = (element: Element) => fireEvent.keyDown(element, { key: 'Enter', code: 'Enter' });

const renderForm = (searchOnEnter = false) =>
  render(
    <Form layout="vertical" onFinish={vi.fn()} searchOnEnter={searchOnEnter}>
      <Form.Item label="이름" name="name">
        <Input />
      </Form.Item>
      <Form.Item label="날짜" name="day">
        <DatePicker aria-label="날짜" />
      </Form.Item>
      <Form.Item label="메모" name="memo">
        <Input.TextArea />
      </Form.Item>
      <Form.Item label="비고" name="note">
        <Input />
      </Form.Item>
      <Button htmlType="submit">저장</Button>
    </Form>,
  );

describe('Form (Enter submits only from the last field)', () => {
  it('keeps Enter in a field that is not the last from submitting', () => {
    renderForm();
    expect(enterIn(screen.getByRole('textbox', { name: '이름' }))).toBe(false);
  });

  it('keeps Enter in a date field inside the picker, even as the last field', () => {
    render(
      <Form layout="vertical">
        <Form.Item label="발송 시각" name="at">
          <DatePicker aria-label="발송 시각" />
        </Form.Item>
      </Form>,
    );
    expect(enterIn(screen.getByLabelText('발송 시각'))).toBe(false);
  });

  it('lets Enter submit from the last field, and a new line in a text area', () => {
    renderForm();
    expect(enterIn(screen.getByRole('textbox', { name: '비고' }))).toBe(true);
    expect(enterIn(screen.getByRole('textbox', { name: '메모' }))).toBe(true);
  });

  it('lets a search panel search on Enter from any field', () => {
    renderForm(true);
    expect(enterIn(screen.getByRole('textbox', { name: '이름' }))).toBe(true);
  });
});

/** Every .tsx source under apps/web/src, tests left out. */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [full] : [];
  });
}

describe('every form of the web app', () => {
  it('renders the Enter-safe Form, never antd Form itself', () => {
    const root = path.join(process.cwd(), 'apps/web/src');
    const rendering = sources(root).filter((file) => /<Form(\s|>|<)/.test(readFileSync(file, 'utf8')));
    // The screens with forms are many; an empty list would mean the scan itself broke.
    expect(rendering.length).toBeGreaterThan(25);
    const offenders = rendering
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        const antdImport = /import\s*\{([^}]*)\}\s*from\s*'antd'/s.exec(text)?.[1] ?? '';
        const antdForm = antdImport.split(',').some((name) => name.trim() === 'Form');
        return antdForm || !/import \{ Form \} from '[^']*\/form\/enter-safe-form'/.test(text);
      })
      .map((file) => path.relative(root, file));
    expect(offenders).toEqual([]);
  });
});
