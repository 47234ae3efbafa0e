import fs from 'node:fs';
import path from 'node:path';
import type { DB } from '../db';
import { storeFile } from '../files/store';
import { demoPng } from './files';
import { PLATFORM_ROLE } from '../org/platform';
import { CONTACT_KEY } from '../db/service-tables';
import { columnOf, toColumns, type DataResource } from '../resources/model';

/**
 * Demo data of the search, tracking, content, organisation and customer-information screens
 * (README "Demo logins"): the platform administrator `platform` of SERVICE, the installation's contact
 * details, a published questionnaire with its activity image and one answer, DEMO's rates on the lane PVG/上海 -> FRA/汉堡
 * (TACT, tariff details, sea rates), a video tutorial, two customers with orders, a debit note and a
 * customer's pending information, and DEMO2 as a member of DEMO's group.
 */

interface Ids {
  hash: string;
  demo: number;
  demo2: number;
  demoStaff: number;
  resources?: Map<string, DataResource>;
}

const DEMO_VIDEO = path.join(import.meta.dirname, 'assets', 'tutorial-demo.webm');

/** Inserts rows of a registry resource written as field values (the registry names the columns). */
async function insert(
  trx: DB,
  resources: Map<string, DataResource> | undefined,
  name: string,
  orgId: number,
  rows: Record<string, unknown>[],
) {
  const res = resources?.get(name);
  if (!res || !rows.length) return [] as number[];
  const out = await trx
    .insertInto(res.table as any)
    .values(rows.map((r) => ({ ...toColumns(res, r), org_id: orgId })) as any)
    .onConflict((oc: any) => oc.doNothing())
    .returning('id' as any)
    .execute();
  return (out as any[]).map((x) => Number(x.id));
}

export async function seedServicePages(trx: DB, { hash, demo, demo2, demoStaff, resources }: Ids) {
  // The platform administrator: a person of the installation's own organisation (SERVICE).
  const service = await trx.selectFrom('hrs_org').select('id').where('org_code', '=', 'SERVICE').executeTakeFirst();
  if (service) {
    const role = await trx
      .selectFrom('hrs_role')
      .select('id')
      .where('org_id', '=', service.id)
      .where('is_admin', '=', true)
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('hrs_user')
      .values({
        org_id: service.id,
        role_id: role.id,
        login_name: 'platform',
        user_name: '平台管理员',
        user_ename: 'Platform administrator',
        login_role: PLATFORM_ROLE,
        password_hash: hash,
        user_email: 'platform@platform.example',
      })
      .execute();
  }
  await trx
    .insertInto('sys_setting')
    .values({
      setting_key: CONTACT_KEY,
      value: JSON.stringify({
        companyName: '货代管理平台运营中心',
        phone: '400-000-0000',
        email: 'service@platform.example',
        address: '上海市浦东新区世纪大道 100 号',
        serviceHours: '工作日 9:00-18:00',
        website: 'https://platform.example',
        remark: '升级版本、开通在线沟通或私有化部署，请联系我们的客户经理。',
      }),
    })
    .execute();

  // A group: DEMO is the group's own organisation, DEMO2 its member (docs/organisations.md).
  await trx.updateTable('hrs_org').set({ group_org_id: demo }).where('id', '=', demo2).execute();

  // The questionnaire of the welcome activity, answered once by DEMO's staff user; its activity image
  // (stored by the platform's organisation) is on the dashboard of everyone else until they answer.
  const questions = [
    { id: 'q1', type: 'single', title: '您的主要业务是？', required: true, options: ['空运', '海运', '铁路', '陆运'] },
    {
      id: 'q2',
      type: 'multiple',
      title: '您最常用的功能（可多选）',
      required: false,
      options: ['订单管理', '运价查询', '货物追踪', '结算报表'],
    },
    { id: 'q3', type: 'rating', title: '您对平台的整体满意度（1-5分）', required: true },
    { id: 'q4', type: 'text', title: '您希望我们改进什么？', required: false },
  ];
  const banner = await storeFile(trx, Number(service?.id ?? demo), null, '问卷活动.png', demoPng(640, 120, [0, 47, 167], [96, 150, 240]));
  const q = await trx
    .insertInto('inv_questionnaire')
    .values({
      title: '平台使用体验调查',
      intro: '花一分钟告诉我们您的使用感受，帮助我们做得更好。',
      questions: JSON.stringify(questions),
      status: 'PUBLISHED',
      activity_image: banner.fileUrl,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('inv_answer')
    .values({
      questionnaire_id: q.id,
      org_id: demo,
      user_id: demoStaff,
      answers: JSON.stringify({ q1: '空运', q2: ['订单管理', '货物追踪'], q3: 4, q4: '希望增加更多航线运价' }),
    })
    .execute();

  // Basic data and rates of the lane Shanghai -> Frankfurt / Hamburg.
  await insert(trx, resources, 'af_airport', demo, [
    {
      airportCode: 'PVG',
      airportNameCn: '上海浦东国际机场',
      airportNameEn: 'Shanghai Pudong International Airport',
      cityCode: 'SHA',
      countryCode: 'CN',
      iataRegion: 'TC3',
    },
    {
      airportCode: 'SHA',
      airportNameCn: '上海虹桥国际机场',
      airportNameEn: 'Shanghai Hongqiao International Airport',
      cityCode: 'SHA',
      countryCode: 'CN',
      iataRegion: 'TC3',
    },
  ]);
  await insert(trx, resources, 'af_city', demo, [
    { cityCode: 'SHA', cityNameCn: '上海', cityNameEn: 'Shanghai', countryCode: 'CN', stateCode: 'SH' },
    { cityCode: 'BJS', cityNameCn: '北京', cityNameEn: 'Beijing', countryCode: 'CN', stateCode: 'BJ' },
    { cityCode: 'FRA', cityNameCn: '法兰克福', cityNameEn: 'Frankfurt', countryCode: 'DE' },
  ]);
  await insert(trx, resources, 'af_carrier', demo, [
    { carrierCode: 'CA', awbPrefix: '999', carrierNameCn: '中国国际航空', carrierNameEn: 'Air China', countryCode: 'CN' },
    { carrierCode: 'LH', awbPrefix: '020', carrierNameCn: '汉莎航空', carrierNameEn: 'Lufthansa', countryCode: 'DE' },
    { carrierCode: 'MU', awbPrefix: '781', carrierNameCn: '中国东方航空', carrierNameEn: 'China Eastern Airlines', countryCode: 'CN' },
  ]);
  await insert(trx, resources, 'sc_port_maintenance', demo, [
    { portCode: 'CNSHA', portNameCn: '上海', portNameEn: 'Shanghai', countryCode: 'CN', portType: 'SEAPORT', routeName: '欧洲线' },
    { portCode: 'DEHAM', portNameCn: '汉堡', portNameEn: 'Hamburg', countryCode: 'DE', portType: 'SEAPORT', routeName: '欧洲线' },
    { portCode: 'USLAX', portNameCn: '洛杉矶', portNameEn: 'Los Angeles', countryCode: 'US', portType: 'SEAPORT', routeName: '美西线' },
  ]);
  const lines = await insert(trx, resources, 'sc_ship_company', demo, [
    {
      companyCode: 'COSCO',
      companyNameCn: '中远海运集装箱运输',
      companyNameEn: 'COSCO Shipping Lines',
      scacCode: 'COSU',
      countryCode: 'CN',
    },
    { companyCode: 'MAERSK', companyNameCn: '马士基', companyNameEn: 'Maersk', scacCode: 'MAEU', countryCode: 'DK' },
  ]);
  const day = (offset: number) => new Date(Date.now() + 8 * 3_600_000 + offset * 86_400_000).toISOString().slice(0, 10);
  const breaks = (m: string, n: string, b45: string, b100: string, b300: string, b500: string, b1000: string) => ({
    minCharge: m,
    rateN: n,
    rate45: b45,
    rate100: b100,
    rate300: b300,
    rate500: b500,
    rate1000: b1000,
  });
  await insert(trx, resources, 'af_tact', demo, [
    {
      departureAirport: 'PVG',
      arrivalAirport: 'FRA',
      carrierCode: 'CA',
      currency: 'CNY',
      ...breaks('320.00', '42.50', '34.20', '30.80', '28.60', '27.10', '25.90'),
    },
    {
      departureAirport: 'PVG',
      arrivalAirport: 'FRA',
      carrierCode: 'LH',
      currency: 'CNY',
      ...breaks('350.00', '45.00', '36.00', '32.50', '29.80', '28.40', '26.70'),
    },
    {
      departureAirport: 'PVG',
      arrivalAirport: 'LAX',
      carrierCode: 'MU',
      currency: 'CNY',
      ...breaks('380.00', '48.00', '39.50', '35.00', '32.00', '30.50', '29.00'),
    },
  ]);
  const coop = resources?.get('prm_coop');
  const supplier = coop
    ? await trx
        .selectFrom(coop.table as any)
        .select('id' as any)
        .where('org_id' as any, '=', demo)
        .where(columnOf('coopCode') as any, '=', 'SWIFTAIR')
        .executeTakeFirst()
    : undefined;
  await insert(trx, resources, 'af_tariff_details', demo, [
    {
      departureAirport: 'PVG',
      arrivalAirport: 'FRA',
      carrierCode: 'CA',
      currency: 'CNY',
      ...breaks('300.00', '36.00', '28.50', '24.80', '22.60', '21.30', '19.90'),
      coopId: (supplier as any)?.id ?? null,
      goodsType: 'GEN',
      validFrom: day(-10),
      validTo: day(20),
      fuelSurcharge: '3.20',
      securitySurcharge: '0.60',
      otherCharges: '150.00',
      transitTime: '2-3天',
      remark: '每周一三五',
    },
    {
      departureAirport: 'PVG',
      arrivalAirport: 'FRA',
      carrierCode: 'LH',
      currency: 'CNY',
      ...breaks('320.00', '38.00', '29.90', '25.60', '23.40', '22.00', '20.50'),
      goodsType: 'GEN',
      validFrom: day(-5),
      validTo: null,
      fuelSurcharge: '3.50',
      transitTime: '1-2天',
    },
    // Expired last week: the price search leaves it out.
    {
      departureAirport: 'PVG',
      arrivalAirport: 'FRA',
      carrierCode: 'MU',
      currency: 'CNY',
      ...breaks('280.00', '33.00', '26.00', '23.00', '21.00', '20.00', '18.80'),
      goodsType: 'GEN',
      validFrom: day(-60),
      validTo: day(-7),
      transitTime: '3天',
      remark: '已过期运价',
    },
  ]);
  // A customer's enquiry on that lane, quoted from those rates: 报价链接 on its detail screen hands the
  // customer the quotation page (docs/quotation-pouch.md); the answer is told to 张三, who entered it.
  const enquiries = await insert(trx, resources, 'af_enquiry_manage', demo, [
    {
      enquiryNumber: 'ENQ-DEMO-001',
      departureAirport: 'PVG',
      arrivalAirport: 'FRA',
      goodsName: '电子配件',
      goodsType: 'GEN',
      pieces: 12,
      grossWeight: '356.5',
      volume: '2.100',
      expectedDate: day(7),
      quotedPrice: '28.50',
      currency: 'CNY',
      quoteValidUntil: day(14),
      enquiryStatus: 'QUOTED',
      quoteLines: [
        {
          carrierCode: 'LH',
          weightBreak: '+100',
          pricePerKg: '29.90',
          minCharge: '320.00',
          transitTime: '1-2天',
          lineRemark: '直飞法兰克福',
        },
        {
          carrierCode: 'CA',
          weightBreak: '+300',
          pricePerKg: '28.50',
          minCharge: '300.00',
          transitTime: '2-3天',
          lineRemark: '每周一三五',
        },
      ],
    },
  ]);
  if (enquiries.length)
    await trx
      .updateTable(resources!.get('af_enquiry_manage')!.table as any)
      .set({ created_by: demoStaff } as any)
      .where('id' as any, 'in', enquiries)
      .execute();
  await insert(trx, resources, 'sc_freight_rate', demo, [
    {
      polCode: 'CNSHA',
      podCode: 'DEHAM',
      shipCompanyId: lines[0] ?? null,
      price20gp: '1850.00',
      price40gp: '3200.00',
      price40hq: '3300.00',
      priceLcl: '65.00',
      currency: 'USD',
      transitDays: 32,
      sailingDays: '周三',
      validFrom: day(-3),
      validTo: day(27),
    },
    {
      polCode: 'CNSHA',
      podCode: 'DEHAM',
      shipCompanyId: lines[1] ?? null,
      price20gp: '1920.00',
      price40gp: '3350.00',
      price40hq: '3450.00',
      currency: 'USD',
      transitDays: 30,
      sailingDays: '周五',
      validFrom: day(-3),
      validTo: day(27),
    },
  ]);

  // A video tutorial of the platform (everyone sees it on /tutorial) and one of DEMO's own.
  if (service && fs.existsSync(DEMO_VIDEO)) {
    const video = await storeFile(trx, Number(service.id), null, '平台入门.webm', fs.readFileSync(DEMO_VIDEO));
    await insert(trx, resources, 'hrs_doc', Number(service.id), [
      {
        docName: '平台入门：三分钟了解货代管理平台',
        docCategory: 'VIDEO',
        moduleCode: 'af',
        videoUrl: video.fileUrl,
        docVersion: '1.0',
        publishDate: day(-2),
        sortOrder: 1,
        remark: '首页、菜单与常用功能',
      },
    ]);
    const own = await storeFile(trx, demo, null, '订单录入.webm', fs.readFileSync(DEMO_VIDEO));
    await insert(trx, resources, 'hrs_doc', demo, [
      {
        docName: '空运出口订单录入',
        docCategory: 'VIDEO',
        moduleCode: 'af',
        videoUrl: own.fileUrl,
        docVersion: '1.0',
        publishDate: day(-1),
        sortOrder: 2,
      },
    ]);
  }

  // Customers, their orders, and a customer's information waiting for review (their bills: money.ts).
  const customers = await insert(trx, resources, 'prm_coop', demo, [
    {
      coopCode: 'BRIGHTSTAR',
      coopName: '上海明星贸易有限公司',
      coopNameEn: 'SHANGHAI BRIGHT STAR TRADING CO. LTD',
      coopType: 'customer',
      contactName: '张伟',
      contactPhone: '021-5888 0000',
      contactEmail: 'zhangwei@brightstar.example',
      taxCode: '91310115MA1H000001',
      countryCode: 'CN',
      address: '上海市浦东新区世纪大道 88 号',
      creditAmount: '200000.00',
      creditDays: 30,
      lockStatus: '0',
    },
    {
      coopCode: 'ELBEIMPORT',
      coopName: '易北进口有限公司',
      coopNameEn: 'ELBE IMPORT GMBH',
      coopType: 'customer',
      contactName: 'ANNA MEYER',
      contactPhone: '49 40 123456',
      countryCode: 'DE',
      address: 'AM SANDTORKAI 1, HAMBURG',
      lockStatus: '0',
    },
  ]);
  await insert(trx, resources, 'prm_coop', demo2, [
    {
      coopCode: 'SUZHOUTECH',
      coopName: '苏州精密机械有限公司',
      coopType: 'customer',
      contactName: '王强',
      contactPhone: '0512-6666 0000',
      countryCode: 'CN',
      lockStatus: '0',
    },
  ]);
  const [brightStar, hanseatic] = customers;
  if (brightStar) {
    for (const [name, codes] of [
      ['af_order', ['AE000001', 'AE000002', 'AE000003']],
      ['se_order', ['SE000001']],
      ['ai_order', ['AI000001']],
    ] as const) {
      const res = resources?.get(name);
      if (res)
        await trx
          .updateTable(res.table as any)
          .set({ customer_id: name === 'ai_order' ? (hanseatic ?? brightStar) : brightStar } as any)
          .where('org_id' as any, '=', demo)
          .where(columnOf('orderCode') as any, 'in', codes as unknown as string[])
          .execute();
    }
    await insert(trx, resources, 'prm_coop_agreement', demo, [
      {
        agreementCode: 'AG2026001',
        coopId: brightStar,
        agreementName: '2026年度空运协议',
        businessScope: 'AE',
        startDate: day(-90),
        endDate: day(275),
        settlementType: 'MONTHLY',
        settlementDays: 30,
        currency: 'CNY',
        creditAmount: '200000.00',
        agreementStatus: 'ACTIVE',
      },
    ]);
    const link = await trx
      .insertInto('prm_customer_info_link')
      .values({ org_id: demo, coop_id: brightStar, expires_at: new Date(Date.now() + 30 * 86_400_000) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('prm_customer_info')
      .values({
        org_id: demo,
        link_id: link.id,
        coop_id: brightStar,
        data: JSON.stringify({
          coopName: '上海明星贸易有限公司',
          coopNameEn: 'SHANGHAI BRIGHT STAR TRADING CO. LTD',
          taxCode: '91310115MA1H000001',
          countryCode: 'CN',
          address: '上海市浦东新区世纪大道 88 号 12 楼',
          contactName: '张伟',
          contactPhone: '021-5888 0001',
          contactEmail: 'zhangwei@brightstar.example',
        }),
      })
      .execute();
  }
}
