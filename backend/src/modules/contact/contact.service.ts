import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { CreateContactMessageDto } from './dto/contact.dto.js';

/** Messages from the contact forms, stored for the admins (backoffice). */
@Injectable()
export class ContactService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Phone and company go to their own columns (NULL when blank) and are not appended to the
   * message text as the old app did: the backoffice shows the columns.
   */
  async create(dto: CreateContactMessageDto): Promise<{ id: string }> {
    const [row] = await this.dataSource.query<{ id: string }[]>(
      `INSERT INTO contact_messages (name, email, subject, message, phone, company) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
      [dto.name, dto.email, dto.subject, dto.message, dto.phone || null, dto.company || null],
    );
    return { id: row.id };
  }
}
