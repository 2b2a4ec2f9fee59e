import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { StaffPolicy } from './staff-policy.entity';
import { User } from './user.entity';
import { JwtAuthGuard } from './jwt-auth.guard';
import { JwtStrategy } from './jwt.strategy';

/** Deny by default: the JWT guard is global; @Public() opens a route. */
@Global()
@Module({
  imports: [PassportModule, TypeOrmModule.forFeature([User, StaffPolicy])],
  providers: [JwtStrategy, { provide: APP_GUARD, useClass: JwtAuthGuard }],
})
export class AuthCoreModule {}
