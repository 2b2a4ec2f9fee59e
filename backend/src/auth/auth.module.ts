import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { TypeOrmModule } from '@nestjs/typeorm';
import { JWT_ALGORITHM } from '../common/auth/jwt.strategy';
import type { AppConfig } from '../config/app.config';
import { APP_CONFIG } from '../config/config.module';
import { AuthController } from './auth.controller';
import { AdminTokens } from './admin-tokens';
import { AuthService } from './auth.service';
import { PasswordCheck } from './password-check';
import { RememberedDevices } from './remembered-devices';
import { SecondFactorCipher, SecondFactorSealing } from './second-factor-cipher';
import { SecondFactorThrottle } from './second-factor-throttle';
import { LoginThrottle } from './login-throttle';
import { SecondFactorController } from './second-factor.controller';
import { SecondFactorService } from './second-factor.service';
import { User } from '../common/auth/user.entity';
import { SettingsModule } from '../settings/settings.module';

@Module({
  imports: [
    TypeOrmModule.forFeature([User]),
    SettingsModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: JWT_ALGORITHM, expiresIn: config.jwtExpiresInSeconds },
        verifyOptions: { algorithms: [JWT_ALGORITHM] },
      }),
    }),
  ],
  controllers: [AuthController, SecondFactorController],
  providers: [
    AuthService,
    AdminTokens,
    LoginThrottle,
    PasswordCheck,
    RememberedDevices,
    SecondFactorCipher,
    SecondFactorSealing,
    SecondFactorService,
    SecondFactorThrottle,
  ],
})
export class AuthModule {}
