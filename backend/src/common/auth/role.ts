export enum Role {
  Dealer = 'dealer',
  Admin = 'admin',
  Ops = 'ops',
}
