import {
  API_PATH,
  AUTH_CD,
  GOODS_ACTION,
  GOODS_EXPORT_COLUMNS,
  GOODS_FILE_NAME,
  goodsDetailListReplySchema,
  goodsDetailListRequestSchema,
  goodsDetailSchema,
  goodsExcelRequestSchema,
  goodsFormDataSchema,
  goodsImageReplySchema,
  goodsImportQuerySchema,
  goodsImportReplySchema,
  goodsKeySchema,
  goodsListReplySchema,
  goodsListRequestSchema,
  goodsRejectRequestSchema,
  goodsSaveReplySchema,
  goodsSaveRequestSchema,
  OPERATOR_ADMIN,
  SUPPLY_ROLES,
  VENDOR_GROUP,
} from '@pcs/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppDeps } from '../../app-deps';
import { currentUser } from '../../http/auth-guard';
import { ok, replies } from '../../http/envelope';
import { sendXlsx } from '../../http/excel-reply';
import { readXlsxUpload, registerXlsxUpload } from '../../http/excel-upload';
import { xlsxStream } from '../../lib/excel/write-xlsx';
import { ymdKst } from '../../lib/time';
import { categoryTree } from '../codes';
import { invalidateLandingPages } from '../landing';
import { renderCatalogPdf } from './catalog-pdf';
import { decideGoods } from './decide-goods';
import { getGoods } from './get-goods';
import { goodsDetailList } from './goods-detail-list';
import { goodsScope } from './goods-scope';
import { goodsTemplate, importGoods } from './import-goods';
import { listGoods } from './list-goods';
import * as repo from './repository';
import { saveGoods } from './save-goods';
import { readImageUpload, uploadGoodsImage } from './upload-image';

/** The gift catalogue data is also an event's (a client manager's event: goods-detail-list.ts decides). */
const CATALOG_ROLES = [...SUPPLY_ROLES, AUTH_CD.clientManager];

/**
 * Goods: operators' and vendors' catalogues, the approval workflow, images, Excel and the gift catalogue.
 */
export const goodsRoutes: FastifyPluginAsyncZod<AppDeps> = async (app, deps) => {
  await registerXlsxUpload(app);
  // Goods are managed by the supply side: operator admins (every vendor's) and vendors (their own; the use cases
  // check the tenant).
  const goodsUsers = deps.guard(SUPPLY_ROLES);
  const operators = deps.guard(OPERATOR_ADMIN);
  const vendors = deps.guard(VENDOR_GROUP);
  const tags = ['goods'];
  const saveReply = replies(goodsSaveReplySchema);
  // The landing's rendered pages and catalogue replies are cached: a change of what it may show clears them before
  // the caller hears of it, so the next landing read sees the change.
  const catalogueWrites = new Set<string>([
    API_PATH.goodsSave,
    API_PATH.goodsSubmit,
    API_PATH.goodsApprove,
    API_PATH.goodsReject,
    API_PATH.goodsExcelUpload,
  ]);
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode === 200 && catalogueWrites.has(request.routeOptions.url ?? ''))
      invalidateLandingPages();
    return payload;
  });

  app.post(
    API_PATH.goodsList,
    {
      schema: {
        tags,
        summary: 'Goods list',
        body: goodsListRequestSchema,
        response: replies(goodsListReplySchema),
      },
      preHandler: goodsUsers,
    },
    async (request) => ok(await listGoods(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.goodsExcel,
    {
      schema: { tags, summary: 'Goods list as xlsx (requestType EXPORT)', body: goodsExcelRequestSchema },
      preHandler: goodsUsers,
    },
    async (request, reply) => {
      const page = await listGoods(deps, currentUser(request), request.body);
      const file = xlsxStream(GOODS_FILE_NAME.list, GOODS_EXPORT_COLUMNS, page.list);
      return sendXlsx(reply, GOODS_FILE_NAME.list, file, deps.now());
    },
  );
  app.post(
    API_PATH.goodsDetail,
    {
      schema: {
        tags,
        summary: 'Goods detail with history',
        body: goodsKeySchema,
        response: replies(goodsDetailSchema),
      },
      preHandler: goodsUsers,
    },
    async (request) => ok(await getGoods(deps, currentUser(request), request.body.prodSn)),
  );
  app.post(
    API_PATH.goodsFormData,
    {
      schema: {
        tags,
        summary: 'Categories, themes and vendors of the save screen',
        response: replies(goodsFormDataSchema),
      },
      preHandler: goodsUsers,
    },
    async (request) => {
      const scope = await goodsScope(deps.db, currentUser(request));
      const vendorList = await repo.vendors(deps.db);
      return ok({
        categoryList: await categoryTree(deps.db),
        templateList: await repo.templates(deps.db),
        vendorList:
          scope.kind === 'all' ? vendorList : vendorList.filter((v) => v.vendorSn === scope.vendorSn),
      });
    },
  );
  app.post(
    API_PATH.goodsSave,
    {
      schema: {
        tags,
        summary: 'Create or edit a product',
        body: goodsSaveRequestSchema,
        response: saveReply,
      },
      preHandler: goodsUsers,
    },
    async (request) => ok(await saveGoods(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.goodsSubmit,
    {
      schema: { tags, summary: 'Vendor asks for approval', body: goodsKeySchema, response: saveReply },
      preHandler: vendors,
    },
    async (request) =>
      ok(
        await decideGoods(deps, currentUser(request), {
          prodSn: request.body.prodSn,
          action: GOODS_ACTION.submit,
        }),
      ),
  );
  app.post(
    API_PATH.goodsApprove,
    {
      schema: { tags, summary: 'Approve a product in review', body: goodsKeySchema, response: saveReply },
      preHandler: operators,
    },
    async (request) =>
      ok(
        await decideGoods({ ...deps, log: request.log }, currentUser(request), {
          prodSn: request.body.prodSn,
          action: GOODS_ACTION.approve,
        }),
      ),
  );
  app.post(
    API_PATH.goodsReject,
    {
      schema: {
        tags,
        summary: 'Reject a product in review (reason required)',
        body: goodsRejectRequestSchema,
        response: saveReply,
      },
      preHandler: operators,
    },
    async (request) =>
      ok(
        await decideGoods({ ...deps, log: request.log }, currentUser(request), {
          prodSn: request.body.prodSn,
          action: GOODS_ACTION.reject,
          reason: request.body.reason,
        }),
      ),
  );
  app.post(
    API_PATH.goodsImageUpload,
    {
      schema: {
        tags,
        summary: 'Upload a product image (multipart, part "file")',
        response: replies(goodsImageReplySchema),
      },
      preHandler: goodsUsers,
    },
    async (request) => {
      const user = currentUser(request);
      const file = await readImageUpload(request);
      return ok(await uploadGoodsImage(deps, user, file));
    },
  );
  app.post(
    API_PATH.goodsExcelTemplate,
    { schema: { tags, summary: 'Goods import template (xlsx)' }, preHandler: goodsUsers },
    async (request, reply) => {
      const file = await goodsTemplate(deps, currentUser(request));
      return sendXlsx(reply, GOODS_FILE_NAME.template, file, deps.now());
    },
  );
  app.post(
    API_PATH.goodsExcelUpload,
    {
      schema: {
        tags,
        summary: 'Import goods from xlsx (multipart, part "file")',
        querystring: goodsImportQuerySchema,
        response: replies(goodsImportReplySchema),
      },
      preHandler: goodsUsers,
    },
    async (request) => {
      const user = currentUser(request);
      const bytes = await readXlsxUpload(request);
      return ok(await importGoods(deps, user, request.query, bytes));
    },
  );
  app.post(
    API_PATH.goodsDetailList,
    {
      schema: {
        tags,
        summary: 'Gift catalogue data (spec §7): eventProdList, ciFileInfo, categoryList',
        body: goodsDetailListRequestSchema,
        response: replies(goodsDetailListReplySchema),
      },
      preHandler: deps.guard(CATALOG_ROLES),
    },
    async (request) => ok(await goodsDetailList(deps, currentUser(request), request.body)),
  );
  app.post(
    API_PATH.goodsCatalogPdf,
    {
      schema: {
        tags,
        summary: 'Gift catalogue PDF of goodsDetailList data',
        body: goodsDetailListRequestSchema,
      },
      preHandler: deps.guard(CATALOG_ROLES),
    },
    async (request, reply) => {
      const data = await goodsDetailList(deps, currentUser(request), request.body);
      const pdf = await renderCatalogPdf(deps, data);
      const name = `${GOODS_FILE_NAME.catalog}_${ymdKst(deps.now())}.pdf`;
      return reply
        .header('content-type', 'application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="catalog_${ymdKst(deps.now())}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(pdf);
    },
  );
};
