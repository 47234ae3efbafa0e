import type { ReportSource } from '../source';
import {
  businessAnalysis,
  carrierCost,
  customerContribution,
  monthlySummary,
  partnerTrend,
  profitByOrder,
  profitBySalesman,
  routeAnalysis,
  workload,
} from './business';
import { costQuery, incomeQuery } from './charges';
import {
  creditUsage,
  exchangeGainLoss,
  incomeStatement,
  invoices,
  overdue,
  payableAge,
  payableDetail,
  receivableAge,
  receivableDetail,
  vouchers,
  writeOffs,
} from './ledger';
import { cloudOrders, osAllQuery, osCargoArrived, osCustoms, osExchange } from './manifests';

/** Report sources by the name routes give in RouteDef.source. */
export const sources: Readonly<Record<string, ReportSource>> = {
  businessAnalysis,
  monthlySummary,
  routeAnalysis,
  profitBySalesman,
  partnerTrend,
  customerContribution,
  profitByOrder,
  workload,
  carrierCost,
  receivableAge,
  payableAge,
  receivableDetail,
  payableDetail,
  overdue,
  creditUsage,
  invoices,
  writeOffs,
  exchangeGainLoss,
  vouchers,
  incomeStatement,
  costQuery,
  incomeQuery,
  osAllQuery,
  osCargoArrived,
  osCustoms,
  osExchange,
  cloudOrders,
};
