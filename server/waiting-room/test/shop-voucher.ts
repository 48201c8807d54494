/**
 * The simulated shop's address that redeems a waiting-room voucher (16 letters and digits,
 * docs/decisions/0037-waiting-room.md).
 */
export const shopWithVoucher =
  /\/simulated-shop\/pamperplay\/[a-z0-9-]+\/redeem\?voucher=[A-Z2-9]{16}$/;
