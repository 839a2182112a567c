import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { Environment } from '../config/environment';
import { ACCESS_TOKEN_AUDIENCE, AccessTokenClaims } from './access-token';
import { AuthUser } from './decorators';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy) {
  constructor(env: Environment) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: env.JWT_SECRET,
      audience: ACCESS_TOKEN_AUDIENCE,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(claims: AccessTokenClaims): AuthUser {
    return { id: claims.sub, email: claims.email, roles: claims.roles, aal: claims.aal, sessionId: claims.sid };
  }
}
