import type { DB } from '../db';
import { insertRecords } from '../resources/record-writes';
import type { DataResource } from '../resources/model';
import type { Writer } from '../resources/hooks';
import { SERVICER_RESOURCE } from '../../src/resources/fieldsets/manifests';

/**
 * The demo organisation's cross-border service providers (/os_servicer_page) and the express
 * channels offered over them (/qspserver), written through the write path (rules, audit) so the
 * screens open on real rows.
 */
export async function seedOsProviders(trx: DB, resources: Map<string, DataResource>, admin: Writer): Promise<void> {
  const providers = resources.get(SERVICER_RESOURCE);
  const channels = resources.get('qspserver');
  if (!providers || !channels) return;
  const made = await insertRecords(
    trx,
    providers,
    admin,
    [
      {
        servicerName: '上海浦东报关行',
        servicerCode: 'PVG-BROKER',
        servicerType: 'CUSTOMS_BROKER',
        customsRegCode: '3122980001',
        contactName: '王芳',
        contactPhone: '021-6888 1001',
        contactEmail: 'declare@pvg-broker.example',
        address: '上海市浦东新区航城七路100号',
        enabled: true,
      },
      {
        servicerName: '环球快件',
        servicerCode: 'GLOBAL-EXP',
        servicerType: 'EXPRESS',
        contactName: '陈明',
        contactPhone: '400-800 1234',
        contactEmail: 'ops@global-exp.example',
        enabled: true,
      },
      {
        servicerName: '外高桥保税仓',
        servicerCode: 'WGQ-BONDED',
        servicerType: 'BONDED_WAREHOUSE',
        customsRegCode: '3122960002',
        contactName: '刘洋',
        contactPhone: '021-5866 2002',
        address: '上海市浦东新区富特北路200号',
        enabled: true,
      },
      {
        servicerName: '美西尾程派送',
        servicerCode: 'US-LASTMILE',
        servicerType: 'LAST_MILE',
        contactPhone: '1-310-555 0100',
        contactEmail: 'dispatch@lastmile.example',
        enabled: false,
        remark: '暂停合作',
      },
    ].map((values) => ({ values, extra: {} })),
  );
  const express = Number(made[1].id);
  await insertRecords(
    trx,
    channels,
    admin,
    [
      {
        channelName: '美国专线小包',
        channelCode: 'US-PARCEL',
        servicerId: express,
        destinationCountries: 'US',
        maxWeight: 30,
        pricePerKg: '52.00',
        currency: 'CNY',
        enabled: true,
      },
      {
        channelName: '欧洲经济快件',
        channelCode: 'EU-ECO',
        servicerId: express,
        destinationCountries: 'DE, FR, NL, BE',
        maxWeight: 20,
        pricePerKg: '46.50',
        currency: 'CNY',
        enabled: true,
      },
      {
        channelName: '日本特快',
        channelCode: 'JP-EXP',
        servicerId: express,
        destinationCountries: 'JP',
        maxWeight: 50,
        pricePerKg: '28.80',
        currency: 'CNY',
        enabled: true,
      },
    ].map((values) => ({ values, extra: {} })),
  );
}
