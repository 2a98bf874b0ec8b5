// The notification shapes the bell reads. Types only, so client components can import them.

/** Type 1: the in-app messages behind the bell; other numbers are reserved for other channels. */
export const BELL_NOTIFICATION_TYPE = 1;

export interface NotificationDto {
  id: string;
  type: number;
  title: string;
  body: string;
  /** Where the message leads inside the app, if anywhere. */
  link: string | null;
  read: boolean;
  readAt: string | null;
  createdAt: string;
}

export interface NotificationListDto {
  items: NotificationDto[];
  /** Unread messages of this type (all of them, not only the ones listed). */
  unreadCount: number;
  total: number;
}
