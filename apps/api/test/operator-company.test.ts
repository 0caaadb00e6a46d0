import { describe, expect, it } from 'vitest';
import { operatorCompanyCd } from '../src/db/operator-company';
import { createCompany } from './helpers/factories';
import { setupTestApp } from './helpers/test-app';

/** The platform's own company, as every bill, statement, 세금계산서 and operator notice names it. */
const t = setupTestApp();

describe('the operator company', () => {
  it('is the first operator company in use by code, never a sandbox copy or one out of use', async () => {
    const db = t.database.db;
    expect(await operatorCompanyCd(db)).toBeNull();
    await createCompany(db, { cmpyCd: 'OP200', cmpyTypeCd: '01' });
    // Lower codes that must not win: a sandbox copy of the operator and an operator company out of use.
    await createCompany(db, { cmpyCd: 'OP100', cmpyTypeCd: '01', sandboxOf: 'OP200' });
    await createCompany(db, { cmpyCd: 'OP050', cmpyTypeCd: '01', useYn: 'N' });
    // A client company with a lower code is no operator.
    await createCompany(db, { cmpyCd: 'OP010', cmpyTypeCd: '02' });
    expect(await operatorCompanyCd(db)).toBe('OP200');
  });
});
