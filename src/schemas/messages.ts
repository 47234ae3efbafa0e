/**
 * The error catalogue (docs/behaviour.md §1.8) and shell messages (docs/behaviour.md §2.8) in both interface languages.
 * The Chinese texts are the product's; English follows the spec's wording. Keys are stable: the
 * i18n dictionaries and the server both read them from here.
 */
export const messages = {
  'zh-CN': {
    'error.401': '登录已超时，请重新登录',
    'error.401.role': '您的用户没有角色权限，请联系管理员',
    'error.403': '您没有操作权限，请联系管理员',
    'error.404': '404 网络请求不存在',
    'error.503': '请检查您的网络',
    'error.504': '服务器开小差了，请联系管理员',
    'error.501': '服务器开小差了，请稍后再试',
    'error.timeout': '请求超时，请检查网络或稍后再试',
    'error.other': '服务器开小差了，请稍后再试',
    'error.failed': '操作失败，',
    'error.noData': '数据获取失败',
    'error.routeLoad': 'Has Error',
    'error.chatUser': '获取IM用户信息失败，请重新登录',
    'success': '操作成功',
    'login.userNotFound': '用户不存在',
    'login.ssoInvalid': '用户信息无效,无法访问',
    'login.ssoLoading': '拼命授权加载中',
    'login.wrongPassword': '用户名或密码错误',
    'login.tooMany': '登录失败次数过多，请稍后再试',
    'login.disabled': '该用户已停用，请联系管理员',
    'login.orgStopped': '公司已过有效期，请联系管理员',
    'login.orgCodeRequired': '请输入公司代码',
    'menu.notOpen': '功能暂未开放，敬请期待。',
    'logout.confirm': '确认要退出吗?',
    'page.404': '您访问的页面不存在...',
    'page.403': '您无权访问该页面...',
    'empty': '暂无数据',
  },
  'en-US': {
    'error.401': 'The login has timed out, please log in again',
    'error.401.role': 'Your user has no role permission, please contact the administrator',
    'error.403': 'You have no permission to operate, please contact the administrator',
    'error.404': '404 network request does not exist',
    'error.503': 'Please check your network',
    'error.504': 'The server has wandered off, please contact the administrator',
    'error.501': 'The server has wandered off, please try again later',
    'error.timeout': 'Request timed out, please check the network or try again later',
    'error.other': 'The server has wandered off, please try again later',
    'error.failed': 'Operation failed: ',
    'error.noData': 'Failed to get data',
    'error.routeLoad': 'Has Error',
    'error.chatUser': 'Failed to get IM user information, please log in again',
    'success': 'Operation successful',
    'login.userNotFound': 'User does not exist',
    'login.ssoInvalid': 'Invalid user information, access denied',
    'login.ssoLoading': 'Authorising, please wait',
    'login.wrongPassword': 'Wrong user name or password',
    'login.tooMany': 'Too many failed logins, please try again later',
    'login.disabled': 'This user is disabled, please contact the administrator',
    'login.orgStopped': 'The organisation has expired, please contact the administrator',
    'login.orgCodeRequired': 'Please enter the organisation code',
    'menu.notOpen': 'This feature is not open yet, stay tuned.',
    'logout.confirm': 'Are you sure you want to log out?',
    'page.404': 'The page you visited does not exist...',
    'page.403': 'You have no permission to view this page...',
    'empty': 'No data',
  },
} as const;

export type Language = keyof typeof messages;
export type MessageKey = keyof (typeof messages)['zh-CN'];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export const msg = (key: MessageKey, lang: Language = DEFAULT_LANGUAGE): string => messages[lang][key];

/**
 * Server messages on a 401 that mean "your session is gone" (docs/behaviour.md §1.8: the timeout text is shown
 * only when the server message matches a word pattern), and the role-permission variant.
 */
export const SESSION_401_PATTERN = /token|login|登录|认证|unauthori[sz]ed|expired|过期|invalid|无效|credential/i;
export const ROLE_401_PATTERN = /role permission|角色权限/i;
