/** A server-to-server answer of the payment provider (approval, net-cancel, mobile approval, refund). */
export type GatewayReply = { status: number; body: Buffer; contentType: string };
