import { LANGUAGES } from '@pcs/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';

/** Client, operator and vendor companies (spec §3 Company). regStat: null/ACCEPT, READY, REJECT. */
export const company = pgTable(
  'company',
  {
    cmpyCd: varchar({ length: 20 }).primaryKey(),
    cmpyNm: varchar({ length: 100 }).notNull(),
    cmpyTypeCd: varchar({ length: 2 }).notNull(),
    corporateRegNo: varchar({ length: 10 }),
    managerNm: varchar({ length: 50 }),
    managerEmail: varchar({ length: 100 }),
    managerTelNo: varchar({ length: 20 }),
    cmpyMainMail: varchar({ length: 100 }),
    cmpyMainTelNo: varchar({ length: 20 }),
    accountMgrNm: varchar({ length: 50 }),
    accountMgrTelNo: varchar({ length: 20 }),
    accountMgrEmail: varchar({ length: 100 }),
    accountBankCd: varchar({ length: 10 }),
    sabunUseYn: varchar({ length: 1 }).notNull().default('N'),
    /** Business details printed on its 세금계산서 (decision 037); checked before an invoice is issued. */
    ceoNm: varchar({ length: 50 }),
    bizType: varchar({ length: 50 }),
    bizItem: varchar({ length: 50 }),
    bizAddr: varchar({ length: 200 }),
    taxEmail: varchar({ length: 100 }),
    /** The company's CI image (stored_file), printed on its gift catalogue PDF (spec §3 ciFileInfo). */
    ciFileId: varchar({ length: 20 }),
    regStat: varchar({ length: 10 }),
    useYn: varchar({ length: 1 }).notNull().default('Y'),
    /**
     * Set on a company's API sandbox (decision 044): the company whose test keys (pcs_test_) act on this copy of its
     * groups, so an HR team builds against the API without touching real employees. Kept out of lists and bills.
     */
    sandboxOf: varchar({ length: 20 }),
    /**
     * The company's delivery chain (decision 052), e.g. 'ALIMTALK,SMS,MAIL' (packages/domain channel-chain); null:
     * the default. Events and occasion rules may set their own.
     */
    channelChain: varchar({ length: 80 }),
    /** Minutes a chain step waits for its delivery report before the next channel goes. */
    chainWindowMin: integer().notNull().default(30),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('company_sandbox_of_uq').on(t.sandboxOf),
    check('company_reg_stat_ck', sql`${t.regStat} is null or ${t.regStat} in ('READY','ACCEPT','REJECT')`),
  ],
);

/**
 * Groups inside a company: departments, teams or recipient groups (grupTypeCd, code group 007) in a tree
 * through parentGrupCd (same company; the use cases keep it acyclic). Events pick recipients by group.
 */
export const companyGroup = pgTable(
  'company_group',
  {
    cmpyCd: varchar({ length: 20 })
      .notNull()
      .references(() => company.cmpyCd),
    grupCd: varchar({ length: 20 }).notNull(),
    grupNm: varchar({ length: 100 }).notNull(),
    grupTypeCd: varchar({ length: 2 }),
    parentGrupCd: varchar({ length: 20 }),
    managerUnqUserId: varchar({ length: 20 }),
    useYn: varchar({ length: 1 }).notNull().default('Y'),
    /** The identity provider's id of this group (SCIM externalId, decision 038). */
    externalId: varchar({ length: 100 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.cmpyCd, t.grupCd] }),
    // A parent is a group of the same company: the composite key makes a foreign company's group impossible.
    foreignKey({
      name: 'company_group_parent_fk',
      columns: [t.cmpyCd, t.parentGrupCd],
      foreignColumns: [t.cmpyCd, t.grupCd],
    }),
  ],
);

/**
 * Solutions of the family a company is registered for besides this one (spec §3 solCd; /company/saveForAnotherSol):
 * one company record, one row per other solution. 1020 is implied for every company of this platform.
 */
export const companySolution = pgTable(
  'company_solution',
  {
    cmpyCd: varchar({ length: 20 })
      .notNull()
      .references(() => company.cmpyCd),
    solCd: varchar({ length: 4 }).notNull(),
    createdBy: varchar({ length: 20 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cmpyCd, t.solCd] })],
);

/**
 * Every approval decision (ARCHITECTURE "Approvals"): who moved which request from what to what, when and why.
 * kind: COMPANY (cmpyCd), SIGN_UP or VENDOR (unqUserId; a vendor application also names its company).
 */
export const approvalHistory = pgTable(
  'approval_history',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    kind: varchar({ length: 10 }).notNull(),
    cmpyCd: varchar({ length: 20 }),
    unqUserId: varchar({ length: 20 }),
    fromStat: varchar({ length: 10 }),
    toStat: varchar({ length: 10 }).notNull(),
    reason: varchar({ length: 500 }),
    decidedBy: varchar({ length: 20 }).notNull(),
    decidedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('approval_history_cmpy_idx').on(t.cmpyCd),
    index('approval_history_user_idx').on(t.unqUserId),
  ],
);

/** Every person who signs in: operators, client staff, vendors, recipients. Login is userId; unqUserId is stable. */
export const appUser = pgTable(
  'app_user',
  {
    unqUserId: varchar({ length: 20 }).primaryKey(),
    userId: varchar({ length: 50 }).notNull(),
    passwordHash: text().notNull(),
    /** The password before the current one: a change may not go back to it (nor stay on the current one). */
    previousPasswordHash: text(),
    userNm: varchar({ length: 50 }).notNull(),
    authCd: varchar({ length: 5 }).notNull(),
    /** Comma-separated solution codes (spec §3 solCd). */
    solCd: varchar({ length: 100 }).notNull().default('1020'),
    cmpyCd: varchar({ length: 20 }).references(() => company.cmpyCd),
    grupCd: varchar({ length: 20 }),
    vendorSn: integer(),
    email: varchar({ length: 100 }),
    telNo: varchar({ length: 20 }),
    sabun: varchar({ length: 30 }),
    regStat: varchar({ length: 10 }).notNull().default('ACCEPT'),
    /**
     * Sign-up (READY): the company the applicant named. Free text, because the applicant cannot pick from our
     * companies; the approving operator matches it to a cmpyCd. Null for accounts created by operators.
     */
    applyCmpyNm: varchar({ length: 100 }),
    firstLoginYn: varchar({ length: 1 }).notNull().default('N'),
    /** Profile image (stored_file.fileId), set on the first-login form. */
    profileFileId: varchar({ length: 20 }),
    pwdChangedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    useYn: varchar({ length: 1 }).notNull().default('Y'),
    /** Locked by an operator or client manager: no login until unlocked; useYn stays as it was. */
    lockYn: varchar({ length: 1 }).notNull().default('N'),
    /**
     * HR data the occasions run on (decision 034): the birth date as written in its calendar (lunarYn, and for a
     * lunar date leapMonthYn), the hire date and the leave date (퇴사일), YYYYMMDD.
     */
    birthDt: varchar({ length: 8 }),
    lunarYn: varchar({ length: 1 }).notNull().default('N'),
    leapMonthYn: varchar({ length: 1 }).notNull().default('N'),
    hireDt: varchar({ length: 8 }),
    leaveDt: varchar({ length: 8 }),
    /** The language the person reads the recipient journey in (decision 055); null: the browser's. */
    preferredLanguage: varchar({ length: 10 }),
    /** The identity provider's id of this person (SCIM externalId, decision 038). */
    externalId: varchar({ length: 100 }),
    /** The name parts a SCIM client sent, returned as sent while they still make up user_nm (decision 043). */
    givenName: varchar({ length: 25 }),
    familyName: varchar({ length: 25 }),
    /**
     * When a SCIM client deleted this employee (decision 043): the account is deactivated and kept for its orders,
     * and SCIM no longer sees it (GET answers 404); a later POST of the same userName brings it back.
     */
    scimDeletedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('app_user_user_id_uq').on(t.userId),
    index('app_user_cmpy_idx').on(t.cmpyCd, t.grupCd),
    index('app_user_created_idx').on(t.createdAt),
    // The public API's employee pages (decision 038): a company's people by change time.
    index('app_user_cmpy_updated_idx').on(t.cmpyCd, t.updatedAt, t.unqUserId),
    check('app_user_reg_stat_ck', sql`${t.regStat} in ('READY','ACCEPT','REJECT')`),
    check(
      'app_user_preferred_language_ck',
      sql`${t.preferredLanguage} in (${sql.raw(LANGUAGES.map((l) => `'${l}'`).join(','))})`,
    ),
  ],
);

/**
 * Vendor invitations: /vendorApplyForm/{approvalId} works only for an approvalId an operator created, before it
 * expires, and once (usedAt and the company it produced are set in the application's transaction).
 */
export const vendorInvitation = pgTable('vendor_invitation', {
  approvalId: varchar({ length: 40 }).primaryKey(),
  cmpyNm: varchar({ length: 100 }),
  expiresAt: timestamp({ withTimezone: true }).notNull(),
  usedAt: timestamp({ withTimezone: true }),
  usedCmpyCd: varchar({ length: 20 }).references(() => company.cmpyCd),
  createdBy: varchar({ length: 20 }).references(() => appUser.unqUserId),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});

/** Login sessions. Only the SHA-256 of the opaque token is stored (ARCHITECTURE "Auth"). */
export const userSession = pgTable(
  'user_session',
  {
    tokenHash: varchar({ length: 64 }).primaryKey(),
    unqUserId: varchar({ length: 20 })
      .notNull()
      .references(() => appUser.unqUserId),
    loginAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp({ withTimezone: true }),
    /**
     * The phone a phone login confirmed when it opened this session: the first-login form then needs no second
     * auth number for the same phone. Null for every other kind of login.
     */
    verifiedTelNo: varchar({ length: 20 }),
  },
  (t) => [
    index('user_session_user_idx').on(t.unqUserId),
    // The dashboards' summaries find the events whose recipients logged in since the last round.
    index('user_session_login_idx').on(t.loginAt),
  ],
);

/** Failed-login counters per account and per client address; shared by every API process. */
export const loginThrottle = pgTable('login_throttle', {
  throttleKey: varchar({ length: 120 }).primaryKey(),
  failCount: integer().notNull().default(0),
  windowStartedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp({ withTimezone: true }),
});

/**
 * The platform's solutions (spec §3 solCd, §7 Solution launch): what the header's solution switcher lists for the
 * codes in a user's solCd. launchUrl null means not open yet (준비중입니다); a path starting with '/' is on this
 * server. linkTypeCd '10' opens the address as it is; any other type hands the session over (loginUserToken query).
 */
export const solution = pgTable('solution', {
  solCd: varchar({ length: 4 }).primaryKey(),
  solNm: varchar({ length: 50 }).notNull(),
  linkTypeCd: varchar({ length: 2 }).notNull(),
  launchUrl: varchar({ length: 300 }),
  seqNo: integer().notNull(),
  useYn: varchar({ length: 1 }).notNull().default('Y'),
});

/** Back-office menus (menuMaster) and the roles that see them. */
export const menu = pgTable('menu', {
  menuId: varchar({ length: 20 }).primaryKey(),
  menuNm: varchar({ length: 50 }).notNull(),
  urlLink: varchar({ length: 200 }).notNull(),
  upperMenuId: varchar({ length: 20 }),
  seqNo: integer().notNull(),
  /** N: a screen reachable from a menu (detail, apply...) that grants access but is not shown in the side menu. */
  displayYn: varchar({ length: 1 }).notNull().default('Y'),
});

export const menuAuth = pgTable(
  'menu_auth',
  {
    menuId: varchar({ length: 20 })
      .notNull()
      .references(() => menu.menuId),
    authCd: varchar({ length: 5 }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.menuId, t.authCd] })],
);

/** Code table (spec §3 Code-table entry), keyed by group, solution and id. */
export const code = pgTable(
  'code',
  {
    cdGrup: varchar({ length: 3 }).notNull(),
    solCd: varchar({ length: 4 }).notNull(),
    cdId: varchar({ length: 10 }).notNull(),
    cdNm: varchar({ length: 100 }).notNull(),
    cdNameSpace: varchar({ length: 100 }),
    seqNo: integer().notNull(),
    mobileUseYn: varchar({ length: 1 }).notNull().default('Y'),
    useYn: varchar({ length: 1 }).notNull().default('Y'),
  },
  (t) => [primaryKey({ columns: [t.cdGrup, t.solCd, t.cdId] })],
);

/** Names of the code groups (the code tables admin); the codes themselves stay in `code`. */
export const codeGroup = pgTable(
  'code_group',
  {
    cdGrup: varchar({ length: 3 }).notNull(),
    solCd: varchar({ length: 4 }).notNull(),
    cdGrupNm: varchar({ length: 100 }).notNull(),
    useYn: varchar({ length: 1 }).notNull().default('Y'),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cdGrup, t.solCd] })],
);

/**
 * Reads, downloads and imports of personal data by back-office users (Korean privacy practice): who,
 * when, which list, how many rows, why. Never the data itself, nor the filters typed (they may hold names).
 */
export const personalDataAccessLog = pgTable(
  'personal_data_access_log',
  {
    logSn: integer().primaryKey().generatedAlwaysAsIdentity(),
    actorUnqUserId: varchar({ length: 20 }).notNull(),
    actorAuthCd: varchar({ length: 5 }).notNull(),
    action: varchar({ length: 10 }).notNull(),
    target: varchar({ length: 20 }).notNull(),
    cmpyCd: varchar({ length: 20 }),
    targetId: varchar({ length: 40 }),
    rowCount: integer().notNull(),
    reason: varchar({ length: 200 }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('personal_data_access_log_created_idx').on(t.createdAt)],
);

export const auditLog = pgTable('audit_log', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  actorUserId: varchar({ length: 20 }),
  action: varchar({ length: 60 }).notNull(),
  target: varchar({ length: 120 }),
  detail: text(),
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
});
