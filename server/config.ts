import path from 'node:path';
import { CHAT_MAX_LENGTH_CAP } from '../src/schemas/chat';

/** Server settings, all from the environment (README "Configuration" lists them). */
export interface ServerConfig {
  port: number;
  host: string;
  /** Embedded database and generated secrets live here unless DATABASE_URL is set. */
  dataDir: string;
  databaseUrl?: string;
  seedDemo: boolean;
  jwtSecret?: string;
  ssoSecret?: string;
  tokenTtlSeconds: number;
  /** Failed logins per account inside the window before answers are slowed, then refused. */
  loginSlowAfter: number;
  loginMaxFailures: number;
  loginMaxFailuresPerAddress: number;
  loginWindowMs: number;
  /** Public OAuth client of the web app: an identifier, not a secret (the SPA ships it). */
  oauthClients: Record<string, string>;
  staticDir: string;
  /** JSON route definitions an administrator adds (README "Adding a route by configuration"). */
  configDir: string;
  /**
   * SCHEMA_ACCEPT_LOSS=1: a change at start (a file under CONFIG_DIR, a release's new kind) whose dry
   * run finds values that would not convert is applied anyway, the values first written to a
   * workbook; otherwise the start stops and prints the plan (docs/schema.md).
   */
  schemaAcceptLoss: boolean;
  /** Host names (without port) of the product itself; only these show the member ranking. */
  ownHosts: string[];
  /**
   * Calls per minute one address may make to the login-free order calls (tracking, delivery notice,
   * waybill downloads), so share codes cannot be enumerated.
   */
  externalRatePerMinute: number;
  /** Chat (docs/chat.md): longest text message in characters, and messages per minute per user. */
  chatMaxLength: number;
  chatMessagesPerMinute: number;
  /** Backups (README "Backups"): where, every how many hours (0: none), how many kept. */
  backupDir: string;
  backupEveryHours: number;
  backupKeep: number;
  /** How long a partner's page link works, in days (docs/partner-share.md). */
  partnerLinkDays: number;
  /** Most rows one export may hold (README "Export and import"). */
  exportMaxRows: number;
  /** Most data rows one import file may hold. */
  importMaxRows: number;
  /** Jobs one server process runs at once on PostgreSQL (PGlite: always one). */
  jobWorkers: number;
  /** Worker threads one server process runs at once for CPU-heavy work (import files, workbooks, PDFs). */
  workerThreads: number;
  /** Heap ceiling of one worker thread in MB: a task needing more fails alone. */
  workerMemoryMb: number;
  /** Fill airports, countries, currencies and carriers from the data packages for organisations that have none. */
  seedReference: boolean;
  /** Key text that seals stored mail passwords (else generated in DATA_DIR/secrets.json). */
  mailSecret?: string;
  /** How long an SMTP connection, greeting or reply may take before the check or send gives up. */
  mailTimeoutMs: number;
  /** The AI assistant's OpenAI-compatible chat endpoint (docs/settings.md); without it, the built-in answerer. */
  ai: { baseUrl?: string; apiKey?: string; model: string; timeoutMs: number; questionsPerMinute: number };
  /**
   * An external freight price page /panelSearch embeds instead of the organisation's own rates
   * (docs/search-tracking.md); only its origin may send the page messages. Must be http(s).
   */
  priceSearchUrl?: string;
  /**
   * Whether the login page may look up the organisations of a login (GET /hrs/user/searchLoginNameAndOrgCode);
   * off, the page asks for the organisation code (docs/security.md).
   */
  loginLookup: boolean;
  /** Lookups of one login (phone, email or login name) per window, from any address. */
  loginLookupsPerIdentifier: number;
  /** Lookups one client address may make per minute. */
  loginLookupsPerAddress: number;
  /**
   * Origins (https://host[:port]) whose images rich text may show besides the product's own stored
   * files; from RICH_TEXT_IMAGE_HOSTS. Also allowed by the Content-Security-Policy's img-src.
   */
  richTextImageOrigins: string[];
}

const int = (v: string | undefined, d: number) => (v && /^\d+$/.test(v) ? Number(v) : d);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  return {
    port: int(env.PORT, 8080),
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? 'data'),
    databaseUrl: env.DATABASE_URL || undefined,
    seedDemo: env.SEED_DEMO !== '0',
    jwtSecret: env.JWT_SECRET || undefined,
    ssoSecret: env.SSO_SECRET || undefined,
    tokenTtlSeconds: int(env.TOKEN_TTL_SECONDS, 12 * 3600),
    loginSlowAfter: int(env.LOGIN_SLOW_AFTER, 3),
    loginMaxFailures: int(env.LOGIN_MAX_FAILURES, 5),
    loginMaxFailuresPerAddress: int(env.LOGIN_MAX_FAILURES_PER_ADDRESS, 30),
    loginWindowMs: int(env.LOGIN_WINDOW_SECONDS, 15 * 60) * 1000,
    oauthClients: parseClients(env.OAUTH_CLIENTS ?? 'web:web'),
    staticDir: path.resolve(env.STATIC_DIR ?? 'dist'),
    configDir: path.resolve(env.CONFIG_DIR ?? 'config/resources'),
    schemaAcceptLoss: env.SCHEMA_ACCEPT_LOSS === '1',
    externalRatePerMinute: int(env.EXTERNAL_RATE_PER_MINUTE, 120),
    chatMaxLength: Math.min(int(env.CHAT_MAX_LENGTH, 2000), CHAT_MAX_LENGTH_CAP),
    chatMessagesPerMinute: int(env.CHAT_MESSAGES_PER_MINUTE, 60),
    partnerLinkDays: Math.min(3650, Math.max(1, int(env.PARTNER_LINK_DAYS, 180))),
    backupDir: path.resolve(env.BACKUP_DIR ?? path.join(env.DATA_DIR ?? 'data', 'backups')),
    backupEveryHours: int(env.BACKUP_EVERY_HOURS, 24),
    backupKeep: Math.max(1, int(env.BACKUP_KEEP, 7)),
    exportMaxRows: int(env.EXPORT_MAX_ROWS, 1_000_000),
    importMaxRows: int(env.IMPORT_MAX_ROWS, 100_000),
    jobWorkers: Math.max(1, int(env.JOB_WORKERS, 2)),
    workerThreads: Math.max(1, int(env.WORKER_THREADS, 4)),
    workerMemoryMb: Math.max(32, int(env.WORKER_MEMORY_MB, 512)),
    seedReference: env.SEED_REFERENCE !== '0',
    priceSearchUrl: httpUrl('PRICE_SEARCH_URL', env.PRICE_SEARCH_URL),
    mailSecret: env.MAIL_SECRET || undefined,
    mailTimeoutMs: int(env.MAIL_TIMEOUT_SECONDS, 15) * 1000,
    ai: {
      baseUrl: env.AI_BASE_URL?.replace(/\/+$/, '') || undefined,
      apiKey: env.AI_API_KEY || undefined,
      model: env.AI_MODEL || 'gpt-4o-mini',
      timeoutMs: int(env.AI_TIMEOUT_SECONDS, 30) * 1000,
      questionsPerMinute: int(env.AI_QUESTIONS_PER_MINUTE, 10),
    },
    loginLookup: env.LOGIN_LOOKUP !== '0',
    loginLookupsPerIdentifier: int(env.LOGIN_LOOKUPS_PER_IDENTIFIER, 10),
    loginLookupsPerAddress: int(env.LOGIN_LOOKUPS_PER_ADDRESS, 30),
    richTextImageOrigins: parseOrigins(env.RICH_TEXT_IMAGE_HOSTS ?? ''),
    ownHosts: (env.OWN_HOSTS ?? 'localhost,127.0.0.1')
      .split(',')
      .map((h) => h.trim().toLowerCase())
      .filter(Boolean),
  };
}

/**
 * "img.example.com, http://intranet:8080" -> ["https://img.example.com", "http://intranet:8080"]: a bare
 * host means https. Entries that are not a plain origin stop the start, so a typo is not a silent hole.
 */
export function parseOrigins(spec: string): string[] {
  const out: string[] = [];
  for (const raw of spec
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean)) {
    const withScheme = /^https?:\/\//i.test(raw) ? raw : `https://${raw}`;
    let origin: string | null = null;
    try {
      const u = new URL(withScheme);
      const bare = u.pathname === '/' && !u.search && !u.hash && !u.username && !u.password && !withScheme.endsWith('/');
      const host = /^([a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/i.test(u.hostname);
      if (bare && host) origin = u.origin;
    } catch {
      /* refused below */
    }
    if (!origin) throw new Error(`RICH_TEXT_IMAGE_HOSTS: "${raw}" is not a host name or an origin like https://img.example.com`);
    out.push(origin);
  }
  return out;
}

function parseClients(spec: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const pair of spec.split(',')) {
    const [id, secret] = pair.split(':');
    if (id && secret) out[id.trim()] = secret.trim();
  }
  return out;
}

/** An http(s) address from the environment, or undefined when unset; anything else stops the start. */
function httpUrl(name: string, v: string | undefined): string | undefined {
  if (!v?.trim()) return undefined;
  let u: URL;
  try {
    u = new URL(v.trim());
  } catch {
    throw new Error(`${name} must be an http(s) address, got ${JSON.stringify(v)}`);
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') throw new Error(`${name} must be an http(s) address, got ${JSON.stringify(v)}`);
  return u.toString();
}
