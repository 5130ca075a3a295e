/** A declaration form sent without JavaScript and refused: the page shows it again with each message at its field. */
export type DeclarationFormRefusal = { error: string; details: Record<string, string>; values: Record<string, string | boolean> }

/** What a Gift Aid page's POST handler passes on with `next({ context })` when it renders the page in place. */
export type GiftAidPageContext = { giftAidRefusal?: DeclarationFormRefusal }

export const giftAidRefusalIn = (serverContext: unknown) => (serverContext as GiftAidPageContext | undefined)?.giftAidRefusal ?? null

/** What the giver's own page says after a change: done, and what. */
export type DeclarationPageDone = 'declared' | 'cancelled' | 'changed'
