import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { insertContactMessage } from './contact-sql.js';
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
    const id = await insertContactMessage(this.dataSource, {
      name: dto.name,
      email: dto.email,
      subject: dto.subject,
      message: dto.message,
      phone: dto.phone || null,
      company: dto.company || null,
    });
    return { id };
  }
}
