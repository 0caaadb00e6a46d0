import {
  AUTH_CD,
  type AuthCd,
  faqListReplySchema,
  noticeDetailSchema,
  noticeListReplySchema,
  OPERATOR_ADMIN,
  qnaDetailSchema,
  qnaListReplySchema,
} from '@pcs/domain';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appUser, messageOutbox } from '../src/db/schema/index';
import { describeAccess } from './helpers/access-table';
import { createCompany, createUser } from './helpers/factories';
import { loginAs, post, setupTestApp } from './helpers/test-app';

const t = setupTestApp();

const API = {
  noticeList: '/v1/ebmp/pcs/board/getNoticeList.json',
  noticeDetail: '/v1/ebmp/main/board/notice/detail.json',
  noticeWrite: '/v1/ebmp/main/board/notice/write.json',
  noticeDelete: '/v1/ebmp/main/board/notice/delete.json',
  noticeCompanies: '/v1/ebmp/main/board/notice/companies.json',
  faqList: '/v1/ebmp/pcs/board/faq/list.json',
  faqDetail: '/v1/ebmp/pcs/board/faq/detail.json',
  faqSave: '/v1/ebmp/pcs/board/faq/save.json',
  faqDelete: '/v1/ebmp/pcs/board/faq/delete.json',
  qnaList: '/v1/ebmp/pcs/board/qna/list.json',
  qnaDetail: '/v1/ebmp/pcs/board/qna/detail.json',
  qnaWrite: '/v1/ebmp/pcs/board/qna/write.json',
  qnaAnswer: '/v1/ebmp/pcs/board/qna/answer.json',
};

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

type Upload = { name: string; bytes: Buffer; field?: string };

/** A notice write as the web app sends it: the JSON part `notice` and file parts `files`. */
async function writeNotice(token: string, notice: Record<string, unknown>, files: Upload[] = []) {
  const boundary = '----pcs-notice-boundary';
  const parts = [
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="notice"\r\n\r\n${JSON.stringify(notice)}\r\n`,
    ),
    ...files.map((f) =>
      Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
        ),
        f.bytes,
        Buffer.from('\r\n'),
      ]),
    ),
    Buffer.from(`--${boundary}--\r\n`),
  ];
  const res = await t.app.inject({
    method: 'POST',
    url: API.noticeWrite,
    payload: Buffer.concat(parts),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: `Bearer ${token}`,
    },
  });
  return { statusCode: res.statusCode, body: res.json() };
}

const download = (fileId: string, token?: string) =>
  t.app.inject({
    method: 'GET',
    url: `/files/${fileId}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

const companies = { home: '', other: '' };
const tokens = {} as Record<
  'admin' | 'opManager' | 'employee' | 'otherEmployee' | 'manager' | 'vendor',
  string
>;
let employeeEmail = '';

async function login(role: AuthCd, cmpyCd: string | null, extra: { email?: string } = {}) {
  const user = await createUser(t.database.db, role, { cmpyCd, ...extra });
  return loginAs(t.app, user.userId);
}

beforeAll(async () => {
  const db = t.database.db;
  companies.home = (await createCompany(db)).cmpyCd;
  companies.other = (await createCompany(db)).cmpyCd;
  employeeEmail = `employee-${Date.now()}@mail.test`;
  tokens.admin = await login(AUTH_CD.operatorAdmin, null);
  tokens.opManager = await login(AUTH_CD.operatorManager, null);
  tokens.employee = await login(AUTH_CD.clientEmployee, companies.home, { email: employeeEmail });
  tokens.otherEmployee = await login(AUTH_CD.clientEmployee, companies.other);
  tokens.manager = await login(AUTH_CD.clientManager, companies.home);
  tokens.vendor = await login(AUTH_CD.vendor, null);
});

const titles = async (token: string, body: Record<string, unknown> = {}) =>
  noticeListReplySchema
    .parse((await post(t.app, API.noticeList, body, token)).body.resultData)
    .list.map((n) => n.title);

describe('notices', () => {
  const ids = { everyone: 0, homeEmployees: 0, pinned: 0 };

  beforeAll(async () => {
    const write = async (notice: Record<string, unknown>) => {
      const res = await writeNotice(tokens.admin, notice);
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      return res.body.resultData.boardId as number;
    };
    ids.everyone = await write({ title: '전체 공지', contentHtml: '<p>모두에게 알립니다.</p>' });
    ids.homeEmployees = await write({
      title: '우리 회사 직원 공지',
      contentHtml: '<p>직원만 봅니다. 배송 일정</p>',
      audiences: ['CLIENT_EMPLOYEE'],
      cmpyCd: companies.home,
    });
    ids.pinned = await write({ title: '고정 공지', contentHtml: '<p>항상 위</p>', pinnedYn: 'Y' });
  });

  it('lists what each reader may read, pinned first', async () => {
    expect(await titles(tokens.employee)).toEqual(['고정 공지', '우리 회사 직원 공지', '전체 공지']);
    expect(await titles(tokens.otherEmployee)).toEqual(['고정 공지', '전체 공지']);
    expect(await titles(tokens.manager)).toEqual(['고정 공지', '전체 공지']);
    expect(await titles(tokens.vendor)).toEqual(['고정 공지', '전체 공지']);
    expect(await titles(tokens.opManager)).toEqual(['고정 공지', '우리 회사 직원 공지', '전체 공지']);
  });

  it('searches the title, the text or both', async () => {
    expect(await titles(tokens.admin, { searchType: 'TITLE', searchText: '직원' })).toEqual([
      '우리 회사 직원 공지',
    ]);
    expect(await titles(tokens.admin, { searchType: 'TITLE', searchText: '배송' })).toEqual([]);
    expect(await titles(tokens.admin, { searchType: 'CONTENT', searchText: '배송' })).toEqual([
      '우리 회사 직원 공지',
    ]);
    expect(await titles(tokens.admin, { searchText: '100%' })).toEqual([]);
  });

  it('shows a notice to its readers and answers 404 to everyone else', async () => {
    const mine = await post(t.app, API.noticeDetail, { boardId: ids.homeEmployees }, tokens.employee);
    expect(mine.statusCode).toBe(200);
    const detail = noticeDetailSchema.parse(mine.body.resultData);
    expect(detail.viewCnt).toBe(1);
    expect(detail.audiences).toEqual(['CLIENT_EMPLOYEE']);
    for (const token of [tokens.otherEmployee, tokens.manager, tokens.vendor]) {
      const res = await post(t.app, API.noticeDetail, { boardId: ids.homeEmployees }, token);
      expect(res.statusCode).toBe(404);
      expect(res.body.resultStatus.messageText).toBe('공지사항을 찾을 수 없습니다.');
    }
  });

  it('sanitizes the body on the server: no script, no event handlers, no javascript: links', async () => {
    const res = await writeNotice(tokens.admin, {
      title: '위험한 본문',
      contentHtml:
        '<p onclick="steal()">안녕<script>alert(1)</script></p><img src="x" onerror="alert(2)"><a href="javascript:alert(3)">링크</a><iframe src="https://evil.test"></iframe><strong>굵게</strong>',
    });
    expect(res.statusCode).toBe(200);
    const html = noticeDetailSchema.parse(
      (await post(t.app, API.noticeDetail, { boardId: res.body.resultData.boardId }, tokens.admin)).body
        .resultData,
    ).contentHtml;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(html).toContain('<strong>굵게</strong>');
    expect(html).toContain('안녕');
  });

  it('refuses a body that is empty once sanitized, and a company that does not exist', async () => {
    const empty = await writeNotice(tokens.admin, {
      title: '빈 본문',
      contentHtml: '<script>x()</script><p> </p>',
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.resultStatus.messageText).toBe('내용을 입력해주세요.');
    const company = await writeNotice(tokens.admin, { title: 'a', contentHtml: 'b', cmpyCd: 'NOPE' });
    expect(company.body.resultStatus.messageText).toBe('고객사를 확인해주세요.');
    const noTitle = await writeNotice(tokens.admin, { title: '', contentHtml: 'b' });
    expect(noTitle.body.resultStatus.messageText).toBe('제목을 입력해주세요.');
  });

  describe('attachments', () => {
    let boardId = 0;
    let fileId = '';

    it('stores a file whose content is what its name says and serves it as a download to readers only', async () => {
      const res = await writeNotice(
        tokens.admin,
        {
          title: '첨부 공지',
          contentHtml: '<p>첨부를 확인하세요</p>',
          audiences: ['CLIENT_EMPLOYEE'],
          cmpyCd: companies.home,
        },
        [{ name: '../../안내문.pdf', bytes: PDF }],
      );
      expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
      boardId = res.body.resultData.boardId;
      const detail = noticeDetailSchema.parse(
        (await post(t.app, API.noticeDetail, { boardId }, tokens.employee)).body.resultData,
      );
      expect(detail.files).toHaveLength(1);
      expect(detail.files[0]?.originalName).toBe('안내문.pdf');
      fileId = detail.files[0]!.fileId;

      const file = await download(fileId, tokens.employee);
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload.equals(PDF)).toBe(true);
      expect(file.headers['content-type']).toBe('application/pdf');
      expect(file.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
      expect(file.headers['cache-control']).toBe('private, no-store');

      expect((await download(fileId)).statusCode).toBe(404);
      expect((await download(fileId, tokens.otherEmployee)).statusCode).toBe(404);
      expect((await download(fileId, tokens.manager)).statusCode).toBe(404);
      expect((await download(fileId, tokens.opManager)).statusCode).toBe(200);
    });

    it('refuses a file that is not what it claims, too large, or of a kind not accepted', async () => {
      const cases: [Upload, string][] = [
        [
          { name: 'report.pdf', bytes: Buffer.from('<script>alert(1)</script>') },
          '파일 내용이 확장자와 일치하지 않습니다.',
        ],
        [{ name: 'photo.jpg', bytes: PNG }, '파일 내용이 확장자와 일치하지 않습니다.'],
        [
          { name: 'sheet.xlsx', bytes: Buffer.from('PK\u0003\u0004not-office') },
          '파일 내용이 확장자와 일치하지 않습니다.',
        ],
        [{ name: 'run.exe', bytes: Buffer.from('MZ\u0090\u0000') }, '등록할 수 없는 파일 형식입니다.'],
        [{ name: 'page.html', bytes: Buffer.from('<html></html>') }, '등록할 수 없는 파일 형식입니다.'],
        [
          { name: 'big.pdf', bytes: Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]) },
          '첨부파일은 10MB 이하만 등록할 수 있습니다.',
        ],
      ];
      for (const [file, message] of cases) {
        const res = await writeNotice(tokens.admin, { title: '거절', contentHtml: '<p>x</p>' }, [file]);
        expect(res.statusCode, file.name).toBe(400);
        expect(res.body.resultStatus.messageText, file.name).toBe(message);
      }
      const many = Array.from({ length: 6 }, (_, i) => ({ name: `f${i}.png`, bytes: PNG }));
      const tooMany = await writeNotice(tokens.admin, { title: '많음', contentHtml: '<p>x</p>' }, many);
      expect(tooMany.body.resultStatus.messageText).toBe('첨부파일은 5개까지 등록할 수 있습니다.');
      expect(await titles(tokens.admin, { searchText: '거절' })).toEqual([]);
    });

    it('edits a notice, dropping the attachments not kept', async () => {
      const res = await writeNotice(
        tokens.admin,
        { boardId, title: '첨부 공지 (수정)', contentHtml: '<p>수정됨</p>', keepFileIds: [] },
        [{ name: 'new.png', bytes: PNG }],
      );
      expect(res.statusCode).toBe(200);
      const detail = noticeDetailSchema.parse(
        (await post(t.app, API.noticeDetail, { boardId }, tokens.admin)).body.resultData,
      );
      expect(detail.title).toBe('첨부 공지 (수정)');
      expect(detail.audiences).toEqual([]);
      expect(detail.files.map((f) => f.originalName)).toEqual(['new.png']);
      // The dropped file belongs to no notice any more: readers cannot fetch it.
      expect((await download(fileId, tokens.employee)).statusCode).toBe(404);
      const png = await download(detail.files[0]!.fileId, tokens.otherEmployee);
      expect(png.headers['content-disposition']).toMatch(/^attachment/);
    });

    it('deletes a notice: gone from lists, detail and downloads', async () => {
      const del = await post(t.app, API.noticeDelete, { boardId }, tokens.admin);
      expect(del.statusCode).toBe(200);
      expect((await post(t.app, API.noticeDetail, { boardId }, tokens.employee)).statusCode).toBe(404);
      expect(await titles(tokens.admin)).not.toContain('첨부 공지 (수정)');
      expect((await post(t.app, API.noticeDelete, { boardId }, tokens.admin)).statusCode).toBe(404);
    });
  });

  it('only operator admins write, even with a valid multipart body', async () => {
    for (const token of [tokens.employee, tokens.manager, tokens.vendor]) {
      const res = await writeNotice(token, { title: 'x', contentHtml: '<p>x</p>' }, [
        { name: 'a.pdf', bytes: PDF },
      ]);
      expect(res.statusCode).toBe(403);
    }
  });
});

describe('FAQ', () => {
  it('saves, lists by category and search, edits and deletes (operator admins)', async () => {
    const save = async (body: Record<string, unknown>) =>
      (await post(t.app, API.faqSave, body, tokens.admin)).body;
    const { faqId: a } = (
      await save({ faqCategoryCd: '01', question: '선물은 언제 오나요?', answer: '2~4일', seqNo: 1 })
    ).resultData as { faqId: number };
    await save({ faqCategoryCd: '02', question: '배송지를 바꾸고 싶어요', answer: '주문 상세에서' });
    const list = async (body: Record<string, unknown>) =>
      faqListReplySchema.parse((await post(t.app, API.faqList, body, tokens.employee)).body.resultData).list;
    expect((await list({})).map((f) => f.faqCategoryCd)).toEqual(['01', '02']);
    expect((await list({ faqCategoryCd: '02' })).map((f) => f.question)).toEqual(['배송지를 바꾸고 싶어요']);
    expect((await list({ searchText: '2~4' })).map((f) => f.faqId)).toEqual([a]);

    await save({ faqId: a, faqCategoryCd: '03', question: '수정된 질문', answer: '수정된 답변' });
    expect((await post(t.app, API.faqDetail, { faqId: a }, tokens.vendor)).body.resultData).toMatchObject({
      faqCategoryCd: '03',
      question: '수정된 질문',
    });
    expect((await post(t.app, API.faqDelete, { faqId: a }, tokens.admin)).statusCode).toBe(200);
    expect((await post(t.app, API.faqDetail, { faqId: a }, tokens.admin)).statusCode).toBe(404);
    expect((await list({})).map((f) => f.faqId)).not.toContain(a);
  });

  it('names the missing field', async () => {
    const res = await post(
      t.app,
      API.faqSave,
      { faqCategoryCd: '01', question: ' ', answer: 'x' },
      tokens.admin,
    );
    expect(res.statusCode).toBe(400);
    expect(res.body.resultStatus.messageText).toMatch(/^질문을 입력해주세요\./);
  });
});

describe('one-to-one questions', () => {
  let qnaSn = 0;

  it('lets a user ask and read their own question; others get 404, operator admins see all', async () => {
    const ask = await post(
      t.app,
      API.qnaWrite,
      { title: '배송 문의', question: '언제 도착하나요?' },
      tokens.employee,
    );
    expect(ask.statusCode).toBe(200);
    qnaSn = (ask.body.resultData as { qnaSn: number }).qnaSn;
    await post(t.app, API.qnaWrite, { title: '다른 사람 문의', question: '비밀번호' }, tokens.otherEmployee);

    const mine = qnaListReplySchema.parse(
      (await post(t.app, API.qnaList, {}, tokens.employee)).body.resultData,
    );
    expect(mine.list.map((q) => q.title)).toEqual(['배송 문의']);
    expect(mine.list[0]?.status).toBe('WAITING');
    for (const token of [tokens.otherEmployee, tokens.manager]) {
      expect((await post(t.app, API.qnaDetail, { qnaSn }, token)).statusCode).toBe(404);
    }
    const all = qnaListReplySchema.parse(
      (await post(t.app, API.qnaList, {}, tokens.opManager)).body.resultData,
    );
    expect(all.list.map((q) => q.title)).toEqual(['다른 사람 문의', '배송 문의']);
    const waiting = qnaListReplySchema.parse(
      (await post(t.app, API.qnaList, { status: 'ANSWERED' }, tokens.admin)).body.resultData,
    );
    expect(waiting.totalCount).toBe(0);
  });

  it('an operator admin answers; the asker sees it and is notified through the outbox', async () => {
    const res = await post(t.app, API.qnaAnswer, { qnaSn, answer: '내일 도착합니다.' }, tokens.admin);
    expect(res.statusCode).toBe(200);
    const detail = qnaDetailSchema.parse(
      (await post(t.app, API.qnaDetail, { qnaSn }, tokens.employee)).body.resultData,
    );
    expect(detail).toMatchObject({ status: 'ANSWERED', answer: '내일 도착합니다.' });
    expect(detail.answeredAt).not.toBeNull();
    const mail = await t.database.db
      .select()
      .from(messageOutbox)
      .where(eq(messageOutbox.recipient, employeeEmail));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ channel: 'MAIL', subject: '[PCS] 1:1 문의에 답변이 등록되었습니다' });
    expect(mail[0]?.body).not.toContain('내일 도착합니다.');
  });

  it('tells an asker who reads Vietnamese in Vietnamese (a corrected answer notifies again)', async () => {
    const db = t.database.db;
    await db.update(appUser).set({ preferredLanguage: 'vi' }).where(eq(appUser.email, employeeEmail));
    try {
      expect(
        (await post(t.app, API.qnaAnswer, { qnaSn, answer: '모레 도착합니다.' }, tokens.admin)).statusCode,
      ).toBe(200);
      const mail = await db.select().from(messageOutbox).where(eq(messageOutbox.recipient, employeeEmail));
      expect(mail.at(-1)).toMatchObject({
        channel: 'MAIL',
        subject: '[PCS] Câu hỏi 1:1 của bạn đã có câu trả lời',
        body: '[PCS] Câu hỏi 1:1 của bạn đã có câu trả lời. Vui lòng xem tại Trung tâm hỗ trợ > Hỏi đáp 1:1.',
      });
    } finally {
      await db.update(appUser).set({ preferredLanguage: null }).where(eq(appUser.email, employeeEmail));
    }
  });

  it('refuses an answer from anyone but operator admins, and to a question that does not exist', async () => {
    expect((await post(t.app, API.qnaAnswer, { qnaSn, answer: 'x' }, tokens.employee)).statusCode).toBe(403);
    expect((await post(t.app, API.qnaAnswer, { qnaSn: 999_999, answer: 'x' }, tokens.admin)).statusCode).toBe(
      404,
    );
  });
});

describeAccess('service centre writes', t, {
  endpoints: [
    { url: API.faqSave, body: () => ({ faqCategoryCd: '01', question: 'q', answer: 'a' }) },
    { url: API.faqDelete, body: () => ({ faqId: 999_999 }) },
    { url: API.noticeDelete, body: () => ({ boardId: 999_999 }) },
    { url: API.noticeCompanies },
    { url: API.qnaAnswer, body: () => ({ qnaSn: 999_999, answer: 'a' }) },
  ],
  allowed: OPERATOR_ADMIN,
  cmpyCd: () => companies.home,
});

describeAccess('service centre reads', t, {
  endpoints: [
    { url: API.noticeList },
    { url: API.faqList },
    { url: API.qnaList },
    { url: API.qnaWrite, body: () => ({ title: '권한 확인', question: '질문' }) },
  ],
  allowed: ['05', '10', '15', '99999', '20', '25', '30', '35'],
  cmpyCd: () => companies.home,
});
