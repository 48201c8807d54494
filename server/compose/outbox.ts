import { join } from "node:path";
import { newsletterDispatch } from "../newsletter/post-dispatch.ts";
import { fileTransport, smtpTransport } from "../outbox/mail-transports.ts";
import { createOutbox } from "../outbox/outbox.ts";
import { telegramTransport } from "../outbox/telegram-transport.ts";
import { createMailWorker, mailPollMs } from "../outbox/worker.ts";
import { telegramDispatch } from "../posts/telegram-dispatch.ts";
import { hourMs, type Built } from "./deps.ts";

/** The outbox and its channels (mail; Telegram with a bot token), delivered by one job. */
export function outboxChannels({ config, db, log, keys, jobs }: Built) {
  const outbox = createOutbox(keys.form, config.ORGANISER_EMAIL);
  const telegram =
    config.TELEGRAM_BOT_TOKEN && config.TELEGRAM_CHANNEL_ID
      ? {
          chatId: config.TELEGRAM_CHANNEL_ID,
          transport: telegramTransport({
            apiUrl: config.TELEGRAM_API_URL,
            token: config.TELEGRAM_BOT_TOKEN,
          }),
        }
      : undefined;
  const delivery = createMailWorker({
    db,
    outbox,
    channels: telegram ? { telegram: telegram.transport } : {},
    transport: config.SMTP_URL
      ? smtpTransport(config.SMTP_URL, (line) => log.error(line))
      : fileTransport(join(config.dataDir, "outbox"), (line) => log.log(line)),
    defaultFrom: config.MAIL_FROM,
    log,
  });
  const deliveryJob = jobs.schedule({
    name: "Mail delivery",
    everyMs: mailPollMs,
    run: delivery.runOnce,
  });
  jobs.schedule({ everyMs: hourMs, name: "Sent mail purge", run: delivery.purgeSent });
  return {
    outbox,
    telegramChatId: telegram?.chatId,
    mail: { ...delivery, nudge: deliveryJob.runSoon },
  };
}

/**
 * Posts go out by mail and to the channel at their posted time (each job sleeps until the next
 * one is due, and runs at once when the posts changed).
 */
export function postChannels(
  built: Built,
  { mail, outbox, telegramChatId }: ReturnType<typeof outboxChannels>,
) {
  const { db, clock, config, content, jobs } = built;
  const dispatch = newsletterDispatch({ db, clock, config, content, mail });
  const channel =
    telegramChatId === undefined
      ? undefined
      : telegramDispatch({ db, clock, config, content, chatId: telegramChatId, outbox, mail });
  const postJobs = [
    jobs.schedule({
      name: "Newsletter dispatch",
      everyMs: dispatch.nextRunIn,
      run: dispatch.sendDue,
    }),
    ...(channel
      ? [
          jobs.schedule({
            name: "Telegram dispatch",
            everyMs: channel.nextRunIn,
            run: channel.sendDue,
          }),
        ]
      : []),
  ];
  return {
    telegram: channel,
    postsChanged() {
      for (const job of postJobs) job.runSoon();
    },
  };
}
