import { open, pub, route } from './define';
import type { ModuleDef } from './types';

/** Routes of the application shell and public pages (docs/behaviour.md §1.2.2-1.2.3, §2.2.1). */
export const shell: ModuleDef = {
  code: 'shell',
  label: { 'zh-CN': '平台', 'en-US': 'Platform' },
  routes: [
    route('/login', 'page', '登录', 'Log in', pub({ component: 'LoginPage' })),
    route('/efForLogin', 'page', '单点登录', 'Single sign-on', pub({ component: 'SsoEntryPage' })),
    route('/customer_info', 'page', '客户信息', 'Customer information', pub({ component: 'CustomerSelfInfoPage' })),
    route('/externalOrderTrack', 'page', '订单跟踪', 'Order tracking', pub({ component: 'ExternalOrderTrackPage' })),
    route('/externalOrderDeliveryNotice', 'page', '提货通知', 'Delivery notice', pub({ component: 'DeliveryNoticePage' })),
    route('/seExternalOrderDeliveryNotice', 'page', '海运提货通知', 'Sea delivery notice', pub({ component: 'SeDeliveryNoticePage' })),
    route('/teExternalOrderDeliveryNotice', 'page', '铁路提货通知', 'Rail delivery notice', pub({ component: 'TeDeliveryNoticePage' })),
    route('/af_order_inquiry_quotation', 'page', '询价报价', 'Inquiry quotation', pub({ component: 'QuotationPage' })),
    route('/cargoPouchView', 'page', '货物袋打印', 'Cargo pouch print view', pub({ component: 'CargoPouchViewPage', withId: true })),
    route('/seOrderWaybillMake', 'page', '海运制单', 'Sea waybill making', pub({ component: 'DocumentMakePage', document: 'seaBl' })),
    route('/osWaybillMake', 'page', '运单制作', 'Waybill making', pub({ component: 'DocumentMakePage', document: 'osWaybill' })),
    route('/externalCoopShare', 'page', '合作公司地址绑定', 'Partner address binding', pub({ component: 'PartnerAddressBindingPage' })),
    route('/orderShareQrcodeTrack', 'page', '合作订单轨迹', 'Partner order track', pub({ component: 'PartnerOrderTrackPage' })),
    route('/cargoTracking', 'page', '货物追踪', 'Cargo tracking', pub({ component: 'PublicCargoTrackingPage' })),
    route('/af_ae_arrival_scanWeight', 'page', '进仓扫描称重', 'Arrival scan weighing', pub({ component: 'ArrivalScanWeightPage' })),

    route('/dashboard', 'page', '首页', 'Dashboard', open({ icon: 'HomeOutlined', component: 'DashboardPage' })),
    route('/tutorial', 'page', '视频教程', 'Video tutorials', open({ hidden: true, component: 'TutorialPage' })),
    route('/notification', 'page', '消息通知', 'Notifications', open({ hidden: true, component: 'NotificationPage' })),
    route('/noPermission', 'page', '无权限', 'No permission', open({ hidden: true, component: 'NoPermissionPage' })),
    route('/resetPassword', 'page', '修改密码', 'Change password', open({ hidden: true, component: 'ResetPasswordPage' })),
    route('/contactUs', 'page', '联系我们', 'Contact us', open({ hidden: true, component: 'ContactUsPage' })),
    route('/investigate', 'page', '问卷调查', 'Questionnaire', open({ hidden: true, component: 'InvestigatePage' })),
    route('/panelSearch', 'page', '运价查询', 'Freight price search', open({ hidden: true, component: 'PanelSearchPage' })),
  ],
};

/**
 * A shell route by its screen, read from the shell module alone: the login page needs the login and
 * dashboard paths (and its own label) without loading the whole registry. `pathOf` answers the same.
 */
export function shellRouteOf(component: string) {
  const r = shell.routes.find((x) => x.component === component);
  if (!r) throw new Error(`no shell route declares component ${component}`);
  return r;
}

export const shellPathOf = (component: string): string => shellRouteOf(component).path;

/** The login page's path (bare: providers/redirect's loginUrl adds where to come back to). */
export const loginPagePath = () => shellPathOf('LoginPage');
/** The dashboard, where the logo, 首页 and a login without a way back go. */
export const homePath = () => shellPathOf('DashboardPage');
