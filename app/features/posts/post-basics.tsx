import type { PostV2 } from "../../../core/content/posts.ts";
import { CheckboxField } from "../../components/form/checkbox-field.tsx";
import { Field } from "../../components/form/field.tsx";
import { useMessages } from "../../i18n/messages.ts";
import { dateInput, postedFrom, timeInput } from "./post-form.ts";
import { postsMessages } from "./posts.messages.ts";

type Channel = PostV2["channels"][number];

/**
 * The post's basics: when it appears (a date and a time, each keeping the other's part),
 * whether it is important or German only, and the channels it goes out on besides the site.
 */
export function PostBasics({
  post,
  germanOnly,
  channels,
  onChange,
  onGermanOnly,
}: {
  post: PostV2;
  germanOnly: boolean;
  /** The channels on offer (the messenger channel only when it is set up). */
  channels: readonly string[];
  onChange: (change: Partial<PostV2>) => void;
  onGermanOnly: (germanOnly: boolean) => void;
}) {
  const t = useMessages(postsMessages);
  const offered = [...new Set([...channels, ...post.channels])] as Channel[];
  const postedFields = [
    {
      id: "posted-date",
      type: "date",
      label: t("postedDate"),
      value: dateInput(post.posted),
      posted: (date: string) => postedFrom(date, timeInput(post.posted), post.posted),
    },
    {
      id: "posted-time",
      type: "time",
      label: t("postedTime"),
      value: timeInput(post.posted),
      posted: (time: string) => postedFrom(dateInput(post.posted), time, post.posted),
    },
  ];
  return (
    <fieldset>
      <legend>{t("sectionBasics")}</legend>
      <div className="post-row">
        {postedFields.map((field) => (
          <Field
            key={field.id}
            name={field.id}
            type={field.type}
            label={field.label}
            value={field.value}
            describedBy="posted-hint"
            onChange={(value) => onChange({ posted: field.posted(value) })}
          />
        ))}
      </div>
      <p id="posted-hint" className="visitor-field-hint">
        {t("postedHint")}
      </p>
      <CheckboxField
        name="important"
        label={t("important")}
        checked={post.important}
        onChange={(important) => onChange({ important })}
      />
      <CheckboxField
        name="germanOnly"
        label={t("germanOnly")}
        checked={germanOnly}
        onChange={onGermanOnly}
      />
      <fieldset className="post-channels">
        <legend>{t("channels")}</legend>
        <CheckboxField name="channel-site" label={t("channelSite")} checked disabled />
        {offered.map((channel) => (
          <CheckboxField
            key={channel}
            name={`channel-${channel}`}
            label={t(`channel_${channel}`)}
            checked={post.channels.includes(channel)}
            onChange={(checked) =>
              onChange({
                channels: checked
                  ? [...post.channels, channel]
                  : post.channels.filter((c) => c !== channel),
              })
            }
          />
        ))}
      </fieldset>
    </fieldset>
  );
}
