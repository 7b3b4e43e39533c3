import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoginThrottle } from './login-throttle.entity';
import { LoginThrottlesRepository } from './login-throttles.repository';
import { LoginThrottlesService } from './login-throttles.service';

/** The login lockout per e-mail address and client (issue 30, finding 5). */
@Module({
  imports: [TypeOrmModule.forFeature([LoginThrottle])],
  providers: [LoginThrottlesService, LoginThrottlesRepository],
  exports: [LoginThrottlesService],
})
export class LoginsModule {}
