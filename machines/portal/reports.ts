import { z } from "zod";
import { dailyReportSchema } from "../inbox/dailyReport";

const isoTimestamp = z.iso.datetime({ offset: true });
const reportId = z.string().trim().min(1).max(64);

export const REPORTS_PAGE_SIZE = 30;

/** One report in the archive list. */
export const reportListItemSchema = z.object({
  id: reportId,
  subject: z.string().max(300),
  sentAt: isoTimestamp,
  newAthletes: z.number().int().nonnegative(),
  updatedAthletes: z.number().int().nonnegative(),
  filteredEmails: z.number().int().nonnegative(),
});
export type ReportListItem = z.infer<typeof reportListItemSchema>;

export const listReportsRequestSchema = z.object({ before: isoTimestamp.optional() }).strict();
/** `timeZone`: the coach's zone, for the dates shown. */
export const listReportsResponseSchema = z.object({ reports: z.array(reportListItemSchema).max(REPORTS_PAGE_SIZE), nextBefore: isoTimestamp.nullable(), timeZone: z.string().max(64) });

export const getReportRequestSchema = z.object({ reportId }).strict();
/** A report as the coach received it. */
export const getReportResponseSchema = z.object({ id: reportId, subject: z.string().max(300), sentAt: isoTimestamp, report: dailyReportSchema });
export type ReportView = z.infer<typeof getReportResponseSchema>;

export const sendReportNowResponseSchema = z.object({ outcome: z.enum(["sent", "empty"]) });

export const REPORT_MESSAGES = {
  notFound: "That report is no longer in your archive.",
  sent: "Today's report is on its way to your inbox.",
  empty: "Nothing new since your last report, so there's nothing to send yet.",
  justSent: "We just sent your report. Please check your inbox, or try again in a minute.",
} as const;
