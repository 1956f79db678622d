import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module.js';
import { ProfileController } from './profile.controller.js';
import { UserRole } from './user-role.entity.js';
import { User } from './user.entity.js';
import { UsersAdminController } from './users-admin.controller.js';
import { UsersAdminService } from './users-admin.service.js';
import { UsersService } from './users.service.js';

/** The own profile, and the backoffice's user list and moderation (AuthModule: session revocation). */
@Module({
  imports: [TypeOrmModule.forFeature([User, UserRole]), AuthModule],
  controllers: [ProfileController, UsersAdminController],
  providers: [UsersService, UsersAdminService],
  exports: [UsersService],
})
export class UsersModule {}
