import type { ConfigProviderProps } from 'antd';

/**
 * Every back-office window (antd Modal). All but one hold a form, and that one shows an API secret once: a click
 * beside a window must not close it and lose what was typed or shown. 취소, the X and Esc still close it.
 * BackOfficeLayout's ConfigProvider applies it, and so does the tests' renderBackOffice.
 */
export const BACK_OFFICE_MODAL: ConfigProviderProps['modal'] = { mask: { closable: false } };
