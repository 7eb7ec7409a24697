/** How log lines are written: readable lines for a person at a terminal, JSON for a log collector. */
export type TLogFormat = 'pretty' | 'json';

/** LOG_FORMAT, or by NODE_ENV when unset: JSON in production, readable lines anywhere else. */
export function logFormatOf(config: { LOG_FORMAT?: TLogFormat; NODE_ENV: string }): TLogFormat {
  return config.LOG_FORMAT ?? (config.NODE_ENV === 'production' ? 'json' : 'pretty');
}

/** Fastify's logger options for the setting (pino; pino-pretty formats in a worker thread). */
export function loggerOptions(config: {
  LOG_FORMAT?: TLogFormat;
  NODE_ENV: string;
  LOG_LEVEL: string;
}): object {
  if (logFormatOf(config) === 'json') return { level: config.LOG_LEVEL };
  return {
    level: config.LOG_LEVEL,
    transport: {
      target: 'pino-pretty',
      options: { translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname', singleLine: true },
    },
  };
}
