export function queuePrefixFor(databaseUrl: string | undefined): string;
export function deleteQueueKeys(prefix: string, redisUrl?: string): Promise<void>;
