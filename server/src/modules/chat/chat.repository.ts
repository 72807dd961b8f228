import { and, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { chatConversations, chatMessages } from '../../db/schema';

/**
 * The chat's own tables: conversations and messages. What the chat needs of coaches, people, moods,
 * practices and progress comes from those modules (ChatNeighbours), never from their tables.
 */

export type MessageRow = typeof chatMessages.$inferSelect;

/** The person's conversation that also meets `condition`, or undefined. */
async function findOwnConversationWhere(db: Database, userId: string, condition: SQL) {
  const [row] = await db
    .select()
    .from(chatConversations)
    .where(and(eq(chatConversations.userId, userId), condition));
  return row;
}

export async function findConversationWithCoach(db: Database, userId: string, coachId: string) {
  return findOwnConversationWhere(db, userId, eq(chatConversations.coachId, coachId));
}

/** A conversation by id, only if it belongs to the person (someone else's id is simply not found). */
export async function findOwnConversation(db: Database, userId: string, conversationId: string) {
  return findOwnConversationWhere(db, userId, eq(chatConversations.id, conversationId));
}

export type StoredUserMessage =
  | { allowed: true; conversationId: string; message: MessageRow }
  | { allowed: false; retryAfterSeconds: number };

/**
 * Stores the person's message in their conversation with the coach (created on the first message),
 * unless they already sent `perMinute` messages in the last minute, all coaches together. A per-person
 * transaction lock comes first, so parallel requests cannot slip past the limit on one instance or many;
 * the upsert, the count and the insert are then one statement. `perMinute` null stores without counting
 * (crisis messages are never refused).
 */
export async function storeUserMessage(
  db: Database,
  message: { userId: string; coachId: string; content: string },
  perMinute: number | null,
): Promise<StoredUserMessage> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`chat-send:${message.userId}`}, 0))`,
    );
    const { rows } = await tx.execute<{
      conversation_id: string;
      total: number;
      oldest_age: number | null;
      message_id: string | null;
      message_created_at: Date | null;
    }>(sql`
      with conversation as (
        insert into chat_conversations (user_id, coach_id) values (${message.userId}, ${message.coachId})
        on conflict (user_id, coach_id) do update set updated_at = now()
        returning id
      ), recent as (
        select count(*)::int as total, extract(epoch from now() - min(m.created_at))::float8 as oldest_age
        from chat_messages m join chat_conversations c on c.id = m.conversation_id
        where c.user_id = ${message.userId} and m.role = 'user' and m.created_at >= now() - interval '60 seconds'
      ), inserted as (
        insert into chat_messages (conversation_id, user_id, role, content)
        select conversation.id, ${message.userId}, 'user', ${message.content} from conversation, recent
        where ${perMinute}::int is null or recent.total < ${perMinute}::int
        returning id, created_at
      )
      select conversation.id as conversation_id, recent.total, recent.oldest_age,
             inserted.id as message_id, inserted.created_at as message_created_at
      from conversation cross join recent left join inserted on true
    `);
    const row = rows[0]!;
    if (!row.message_id || !row.message_created_at) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(60 - (row.oldest_age ?? 0))) };
    }
    return {
      allowed: true,
      conversationId: row.conversation_id,
      message: {
        id: row.message_id,
        conversationId: row.conversation_id,
        userId: message.userId,
        role: 'user',
        content: message.content,
        agentResponse: null,
        createdAt: new Date(row.message_created_at),
      },
    };
  });
}

/** Stores the coach's reply and marks the conversation as active, in one statement. */
export async function insertAssistantMessage(
  db: Database,
  message: { conversationId: string; userId: string; content: string; agentResponse: unknown },
): Promise<MessageRow> {
  const { rows } = await db.execute<{ id: string; created_at: Date }>(sql`
    with touched as (
      update chat_conversations set updated_at = now() where id = ${message.conversationId} returning id
    )
    insert into chat_messages (conversation_id, user_id, role, content, agent_response)
    values (${message.conversationId}, ${message.userId}, 'assistant', ${message.content}, ${JSON.stringify(message.agentResponse)}::jsonb)
    returning id, created_at
  `);
  const row = rows[0]!;
  return {
    id: row.id,
    conversationId: message.conversationId,
    userId: message.userId,
    role: 'assistant',
    content: message.content,
    agentResponse: message.agentResponse,
    createdAt: new Date(row.created_at),
  };
}

/** The newest `limit` messages of a conversation, oldest first. */
export async function listLatestMessages(
  db: Database,
  conversationId: string,
  limit: number,
): Promise<MessageRow[]> {
  const rows = await db
    .select()
    .from(chatMessages)
    .where(eq(chatMessages.conversationId, conversationId))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.reverse();
}

/** The newest `limit` messages between a person and a coach, oldest first (none before the first). */
export async function listLatestMessagesWithCoach(
  db: Database,
  userId: string,
  coachId: string,
  limit: number,
): Promise<MessageRow[]> {
  const rows = await db
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(and(eq(chatConversations.userId, userId), eq(chatConversations.coachId, coachId)))
    .orderBy(desc(chatMessages.createdAt), desc(chatMessages.id))
    .limit(limit);
  return rows.map((row) => row.message).reverse();
}

/** The person's conversations with their message count and last message, newest activity first. */
export async function listConversations(db: Database, userId: string) {
  const last = db
    .select({
      conversationId: chatMessages.conversationId,
      role: chatMessages.role,
      content: chatMessages.content,
      createdAt: chatMessages.createdAt,
      position:
        sql<number>`(row_number() over (partition by ${chatMessages.conversationId} order by ${chatMessages.createdAt} desc, ${chatMessages.id} desc))::int`.as(
          'position',
        ),
      total: sql<number>`(count(*) over (partition by ${chatMessages.conversationId}))::int`.as('total'),
    })
    .from(chatMessages)
    .innerJoin(chatConversations, eq(chatConversations.id, chatMessages.conversationId))
    .where(eq(chatConversations.userId, userId))
    .as('last');
  return db
    .select({
      conversation: chatConversations,
      lastRole: last.role,
      lastContent: last.content,
      lastCreatedAt: last.createdAt,
      total: last.total,
    })
    .from(chatConversations)
    .leftJoin(last, and(eq(last.conversationId, chatConversations.id), eq(last.position, 1)))
    .where(eq(chatConversations.userId, userId))
    .orderBy(desc(chatConversations.updatedAt));
}
