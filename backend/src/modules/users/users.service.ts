import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { unauthenticated } from '../../common/auth/auth-errors.js';
import { AuthUserCache } from '../../common/auth/auth-user-cache.js';
import type { AuthUser } from '../../common/auth/auth-user.js';
import type { ProfileDto, UpdateProfileDto } from './dto/profile.dto.js';
import { User } from './user.entity.js';

const EDITABLE = ['fullName', 'phone', 'address', 'city', 'province', 'postalCode'] as const;

/** The signed-in user's own profile. */
@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly authUsers: AuthUserCache,
  ) {}

  async getProfile(current: AuthUser): Promise<ProfileDto> {
    const user = await this.users.findOneBy({ id: current.id });
    if (!user) throw unauthenticated();
    return toProfile(user, current);
  }

  async updateProfile(current: AuthUser, dto: UpdateProfileDto): Promise<ProfileDto> {
    const changes: Partial<User> = {};
    for (const field of EDITABLE) {
      if (dto[field] !== undefined) (changes as Record<string, unknown>)[field] = dto[field];
    }
    if (Object.keys(changes).length > 0) {
      await this.users.update({ id: current.id }, changes);
      await this.authUsers.invalidate(current.id); // the guard's copy carries the name
    }
    return this.getProfile(current);
  }
}

function toProfile(user: User, current: AuthUser): ProfileDto {
  return {
    id: user.id,
    email: user.email,
    fullName: user.fullName,
    phone: user.phone,
    address: user.address,
    city: user.city,
    province: user.province,
    postalCode: user.postalCode,
    userType: current.userType,
    createdAt: user.createdAt.toISOString(),
  };
}
