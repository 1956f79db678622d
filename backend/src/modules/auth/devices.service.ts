import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { AppException } from '../../common/errors/app-exception.js';
import { RealtimeService } from '../../realtime/realtime.service.js';
import { listLiveSessions, revokeOtherUserSessions, revokeUserSession } from './devices-sql.js';
import { describeDevice } from './devices-ua.js';
import type { DeviceDto } from './dto/devices.dto.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const DeviceMessages = {
  NOT_FOUND: 'Ese dispositivo no existe o su sesión ya está cerrada.',
  NO_CURRENT_SESSION: 'No se pudo identificar este dispositivo. Inicia sesión de nuevo.',
} as const;

/**
 * «Dispositivos conectados» (issue 22): each live session (refresh token family) of the user.
 * Ending one revokes its refresh token and closes its sockets (room `session:<familia>`), so the
 * other sessions stay untouched; its access token, as every one, still works until its `exp`.
 */
@Injectable()
export class DevicesService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly realtime: RealtimeService,
  ) {}

  async list(userId: string, currentSessionId: string | undefined): Promise<DeviceDto[]> {
    const rows = await listLiveSessions(this.dataSource, userId);
    return rows.map((row) => ({
      id: row.family_id,
      ...describeDevice(row.user_agent),
      createdAt: row.session_started_at,
      lastUsedAt: row.last_used_at,
      expiresAt: row.expires_at,
      current: row.family_id === currentSessionId,
    }));
  }

  /** 404 for an id that is not a live session of this user (someone else's looks the same). */
  async revoke(userId: string, sessionId: string): Promise<void> {
    if (!UUID.test(sessionId) || !(await revokeUserSession(this.dataSource, userId, sessionId))) {
      throw AppException.notFound(DeviceMessages.NOT_FOUND, 'DEVICE_NOT_FOUND');
    }
    this.realtime.disconnectSession(sessionId);
  }

  /** Every session but the current one; answers how many ended. */
  async revokeOthers(userId: string, currentSessionId: string | undefined): Promise<number> {
    if (!currentSessionId) throw new AppException('NO_CURRENT_SESSION', DeviceMessages.NO_CURRENT_SESSION);
    const ended = await revokeOtherUserSessions(this.dataSource, userId, currentSessionId);
    for (const familyId of ended) this.realtime.disconnectSession(familyId);
    return ended.length;
  }
}
