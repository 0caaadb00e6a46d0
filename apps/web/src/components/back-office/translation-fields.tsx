import {
  LANGUAGE_KOREAN_NAMES,
  LANGUAGE_NAMES,
  TRANSLATED_LANGUAGES,
  TRANSLATION_MESSAGES,
  type TranslatedField,
} from '@pcs/domain';
import { Collapse, Form, Input } from 'antd';

/** A field of the section: the domain's label and limit, and whether it takes several lines. */
export type TranslationFieldSpec = TranslatedField & { multiline?: boolean };

/**
 * The forms' "번역 (선택)" section (decision 055, Content): per recipient language, one input per translatable field,
 * under the form's `translations` value ({ vi: { prodNm: '...' } }). Everything is optional; recipients read the
 * original where a language has none. Rendered even while folded (forceRender), so the form's values always carry
 * what was loaded and a save never drops a translation nobody opened.
 */
export function TranslationFields<K extends string>({
  fields,
  disabled = false,
  help,
}: {
  fields: Record<K, TranslationFieldSpec>;
  disabled?: boolean;
  help?: string;
}) {
  const entries = Object.entries(fields) as [K, TranslationFieldSpec][];
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'translations',
          label: '번역 (선택)',
          forceRender: true,
          children: (
            <>
              {help && <p>{help}</p>}
              {TRANSLATED_LANGUAGES.map((language) => (
                <fieldset key={language} aria-label={`${LANGUAGE_KOREAN_NAMES[language]} 번역`}>
                  <legend>
                    {LANGUAGE_KOREAN_NAMES[language]}{' '}
                    <span lang={language}>({LANGUAGE_NAMES[language]})</span>
                  </legend>
                  {entries.map(([key, field]) => {
                    const label = `${LANGUAGE_KOREAN_NAMES[language]} ${field.label}`;
                    const rules = [
                      { max: field.max, message: TRANSLATION_MESSAGES.tooLong(language, field) },
                    ];
                    return (
                      <Form.Item
                        key={key}
                        label={field.label}
                        name={['translations', language, key]}
                        rules={rules}
                      >
                        {field.multiline ? (
                          <Input.TextArea
                            rows={2}
                            lang={language}
                            aria-label={label}
                            disabled={disabled}
                            showCount
                          />
                        ) : (
                          <Input lang={language} aria-label={label} disabled={disabled} />
                        )}
                      </Form.Item>
                    );
                  })}
                </fieldset>
              ))}
            </>
          ),
        },
      ]}
    />
  );
}
