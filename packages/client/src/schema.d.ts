// Generated from the public API document (/api/v1/openapi.json) by `npm run generate -w @pcs/client`.
// apps/api/test/public-api-client.test.ts fails when it differs from what the document gives now.
export interface paths {
    "/api/v1/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List employees */
        get: operations["listEmployees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeNumber}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One employee by employee number */
        get: operations["getEmployee"];
        /**
         * Create or update an employee by employee number (201 created, 200 updated)
         * @description Fields left out stay as they are. A new employee needs name and phone: without them the answer is 400 with errors pointing at /body/name or /body/phone.
         */
        put: operations["upsertEmployee"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/employees/{employeeNumber}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deactivate an employee (use_yn N) */
        post: operations["deactivateEmployee"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/groups": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's groups, flattened with their parent */
        get: operations["listGroups"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** List events */
        get: operations["listEvents"];
        put?: never;
        /** Create a draft event */
        post: operations["createEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{eventId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One event */
        get: operations["getEvent"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/events/{eventId}/recipients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add recipients by employee number; numbers of no active employee (unknown, deactivated or not approved) are reported in unknownEmployeeNumbers */
        post: operations["addEventRecipients"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/applications": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Gift applications (applied or cancelled), in order of change */
        get: operations["listApplications"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/applications/{applicationId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One application */
        get: operations["getApplication"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Delivery lines with state, carrier and invoice number, in order of change */
        get: operations["listDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/deliveries/{deliveryId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One delivery line */
        get: operations["getDelivery"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/occasions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Occasion gifts (upcoming, sent, skipped, cancelled), in order of change */
        get: operations["listOccasions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/life-events": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Life events and employee requests of every state, in order of change */
        get: operations["listLifeEvents"];
        put?: never;
        /** Register an employee's life event (APPROVED at once; their occasions are recomputed) */
        post: operations["createLifeEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's webhook subscriptions (never their secrets) */
        get: operations["listWebhooks"];
        put?: never;
        /** Create a subscription; its signing secret is in this reply only */
        post: operations["createWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One subscription */
        get: operations["getWebhook"];
        put?: never;
        post?: never;
        /** Turn a subscription off for good (nothing more is sent; its delivery log stays readable with active false) */
        delete: operations["deleteWebhook"];
        options?: never;
        head?: never;
        /** Change the URL, events, description or active; fields left out stay as they are */
        patch: operations["updateWebhook"];
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/rotate-secret": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A new signing secret (in this reply only); for overlapMinutes each message is signed with the previous secret too */
        post: operations["rotateWebhookSecret"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/replay": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send again every message queued in [since, until), each with its original webhook-id (at most 1000 a call) */
        post: operations["replayWebhookMessages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/webhooks/{webhookId}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Deliveries of a subscription, newest first (no payloads) */
        get: operations["listWebhookDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v1/tax/employees": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Each employee's gifts of a month or year: deemed supply, 근로소득 and exemptions */
        get: operations["listTaxEmployees"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface webhooks {
    "event.opened": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * event.opened (이벤트 시작)
         * @description Signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers); retried with backoff for 24 hours until a 2xx; 410 Gone turns the subscription off.
         */
        post: operations["eventOpenedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "event.closed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * event.closed (이벤트 종료)
         * @description Signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers); retried with backoff for 24 hours until a 2xx; 410 Gone turns the subscription off.
         */
        post: operations["eventClosedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "gift.applied": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * gift.applied (선물 신청)
         * @description Signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers); retried with backoff for 24 hours until a 2xx; 410 Gone turns the subscription off.
         */
        post: operations["giftAppliedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "gift.cancelled": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * gift.cancelled (선물 신청 취소)
         * @description Signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers); retried with backoff for 24 hours until a 2xx; 410 Gone turns the subscription off.
         */
        post: operations["giftCancelledWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.approved": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.approved (결제 승인)
         * @description Signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers); retried with backoff for 24 hours until a 2xx; 410 Gone turns the subscription off.
         */
        post: operations["paymentApprovedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "payment.refunded": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * payment.refunded (결제 환불)
         * @description Signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers); retried with backoff for 24 hours until a 2xx; 410 Gone turns the subscription off.
         */
        post: operations["paymentRefundedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "delivery.shipped": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * delivery.shipped (배송 출고)
         * @description Signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers); retried with backoff for 24 hours until a 2xx; 410 Gone turns the subscription off.
         */
        post: operations["deliveryShippedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "delivery.delivered": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * delivery.delivered (배송 완료)
         * @description Signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers); retried with backoff for 24 hours until a 2xx; 410 Gone turns the subscription off.
         */
        post: operations["deliveryDeliveredWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "return.requested": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * return.requested (반품 신청)
         * @description Signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers); retried with backoff for 24 hours until a 2xx; 410 Gone turns the subscription off.
         */
        post: operations["returnRequestedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "return.completed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * return.completed (반품 완료)
         * @description Signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers); retried with backoff for 24 hours until a 2xx; 410 Gone turns the subscription off.
         */
        post: operations["returnCompletedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.created": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * employee.created (임직원 등록)
         * @description Signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers); retried with backoff for 24 hours until a 2xx; 410 Gone turns the subscription off.
         */
        post: operations["employeeCreatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "employee.deactivated": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * employee.deactivated (임직원 비활성화)
         * @description Signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers); retried with backoff for 24 hours until a 2xx; 410 Gone turns the subscription off.
         */
        post: operations["employeeDeactivatedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "tax.month_confirmed": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * tax.month_confirmed (세무 월 확정)
         * @description Signed per Standard Webhooks (webhook-id, webhook-timestamp, webhook-signature headers); retried with backoff for 24 hours until a 2xx; 410 Gone turns the subscription off.
         */
        post: operations["taxMonthConfirmedWebhook"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export interface components {
    schemas: {
        ProblemInput: {
            type: string;
            title: string;
            status: number;
            detail?: string;
            instance?: string;
            errors?: {
                pointer: string;
                detail: string;
            }[];
        };
        OccasionInput: {
            occasionId: number;
            companyCode: string;
            ruleId: number;
            ruleName: string;
            /** @enum {string} */
            kind: "BIRTHDAY" | "WORK_ANNIVERSARY" | "WEDDING" | "CHILDBIRTH" | "CHILD_SCHOOL" | "PROMOTION" | "CONDOLENCE" | "RETURN_TO_WORK" | "RETIREMENT" | "GROUP_DAY";
            employeeNumber: string | null;
            /** Format: date */
            occasionDate: string;
            /** Format: date */
            dueDate: string;
            /** Format: date-time */
            dueAt: string;
            years: number | null;
            lifeEventId: number | null;
            /** @enum {string} */
            state: "WAITING" | "SCHEDULED" | "SENT" | "SKIPPED" | "CANCELLED";
            cancelReason: string | null;
            eventId: number | null;
            sentAt: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        LifeEventInput: {
            lifeEventId: number;
            companyCode: string;
            employeeNumber: string | null;
            /** @enum {string} */
            kind: "WEDDING" | "CHILDBIRTH" | "CHILD_SCHOOL" | "PROMOTION" | "CONDOLENCE" | "RETURN_TO_WORK" | "RETIREMENT";
            /** Format: date */
            date: string;
            relation: ("SPOUSE" | "PARENT" | "SPOUSE_PARENT" | "CHILD" | "SIBLING" | "GRANDPARENT" | "SPOUSE_GRANDPARENT") | null;
            /** @enum {string} */
            state: "REQUESTED" | "APPROVED" | "REJECTED" | "DELETED";
            requestedByEmployee: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        LifeEventCreateInput: {
            employeeNumber: string;
            /** @enum {string} */
            kind: "WEDDING" | "CHILDBIRTH" | "CHILD_SCHOOL" | "PROMOTION" | "CONDOLENCE" | "RETURN_TO_WORK" | "RETIREMENT";
            /** Format: date */
            date: string;
            relation?: ("SPOUSE" | "PARENT" | "SPOUSE_PARENT" | "CHILD" | "SIBLING" | "GRANDPARENT" | "SPOUSE_GRANDPARENT") | null;
            memo?: string | null;
            companyCode?: string;
        };
        TaxEmployeeInput: {
            employeeNumber: string | null;
            loginId: string;
            companyCode: string;
            year: number;
            month: number | null;
            byPurpose: {
                [key: string]: number;
            };
            marketValue: number;
            vatExempt: number;
            vatTaxable: number;
            selfSupplyVat: number;
            incomeTaxable: number;
            incomeExempt: number;
            exemptions: {
                reason: string;
                amount: number;
            }[];
            clientGifts: number;
            final: boolean;
        };
        WebhookInput: {
            webhookId: number;
            companyCode: string;
            url: string;
            eventTypes: string[];
            description: string | null;
            active: boolean;
            disabledReason: string | null;
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        WebhookDeliveryInput: {
            deliveryId: number;
            messageId: string;
            eventType: string;
            /** @enum {string} */
            status: "PENDING" | "SENDING" | "SENT" | "FAILED";
            attempts: number;
            lastStatusCode: number | null;
            lastError: string | null;
            replayOf: number | null;
            /** Format: date-time */
            createdAt: string;
            lastAttemptAt: string | null;
            sentAt: string | null;
            nextAttemptAt: string | null;
        };
        Problem: {
            type: string;
            title: string;
            status: number;
            detail?: string;
            instance?: string;
            errors?: {
                pointer: string;
                detail: string;
            }[];
        };
        Occasion: {
            occasionId: number;
            companyCode: string;
            ruleId: number;
            ruleName: string;
            /** @enum {string} */
            kind: "BIRTHDAY" | "WORK_ANNIVERSARY" | "WEDDING" | "CHILDBIRTH" | "CHILD_SCHOOL" | "PROMOTION" | "CONDOLENCE" | "RETURN_TO_WORK" | "RETIREMENT" | "GROUP_DAY";
            employeeNumber: string | null;
            /** Format: date */
            occasionDate: string;
            /** Format: date */
            dueDate: string;
            /** Format: date-time */
            dueAt: string;
            years: number | null;
            lifeEventId: number | null;
            /** @enum {string} */
            state: "WAITING" | "SCHEDULED" | "SENT" | "SKIPPED" | "CANCELLED";
            cancelReason: string | null;
            eventId: number | null;
            sentAt: string | null;
            /** Format: date-time */
            updatedAt: string;
        };
        LifeEvent: {
            lifeEventId: number;
            companyCode: string;
            employeeNumber: string | null;
            /** @enum {string} */
            kind: "WEDDING" | "CHILDBIRTH" | "CHILD_SCHOOL" | "PROMOTION" | "CONDOLENCE" | "RETURN_TO_WORK" | "RETIREMENT";
            /** Format: date */
            date: string;
            relation: ("SPOUSE" | "PARENT" | "SPOUSE_PARENT" | "CHILD" | "SIBLING" | "GRANDPARENT" | "SPOUSE_GRANDPARENT") | null;
            /** @enum {string} */
            state: "REQUESTED" | "APPROVED" | "REJECTED" | "DELETED";
            requestedByEmployee: boolean;
            /** Format: date-time */
            createdAt: string;
            /** Format: date-time */
            updatedAt: string;
        };
        LifeEventCreate: {
            employeeNumber: string;
            /** @enum {string} */
            kind: "WEDDING" | "CHILDBIRTH" | "CHILD_SCHOOL" | "PROMOTION" | "CONDOLENCE" | "RETURN_TO_WORK" | "RETIREMENT";
            /** Format: date */
            date: string;
            relation?: ("SPOUSE" | "PARENT" | "SPOUSE_PARENT" | "CHILD" | "SIBLING" | "GRANDPARENT" | "SPOUSE_GRANDPARENT") | null;
            memo?: string | null;
            companyCode?: string;
        };
        TaxEmployee: {
            employeeNumber: string | null;
            loginId: string;
            companyCode: string;
            year: number;
            month: number | null;
            byPurpose: {
                [key: string]: number;
            };
            marketValue: number;
            vatExempt: number;
            vatTaxable: number;
            selfSupplyVat: number;
            incomeTaxable: number;
            incomeExempt: number;
            exemptions: {
                reason: string;
                amount: number;
            }[];
            clientGifts: number;
            final: boolean;
        };
        Webhook: {
            webhookId: number;
            companyCode: string;
            url: string;
            eventTypes: string[];
            description: string | null;
            active: boolean;
            disabledReason: string | null;
            previousSecretExpiresAt: string | null;
            /** Format: date-time */
            createdAt: string;
        };
        WebhookDelivery: {
            deliveryId: number;
            messageId: string;
            eventType: string;
            /** @enum {string} */
            status: "PENDING" | "SENDING" | "SENT" | "FAILED";
            attempts: number;
            lastStatusCode: number | null;
            lastError: string | null;
            replayOf: number | null;
            /** Format: date-time */
            createdAt: string;
            lastAttemptAt: string | null;
            sentAt: string | null;
            nextAttemptAt: string | null;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    listEmployees: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                companyCode?: string;
                updatedSince?: string;
                active?: "true" | "false";
                groupCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            employeeNumber: string | null;
                            loginId: string;
                            companyCode: string;
                            name: string;
                            email: string | null;
                            phone: string | null;
                            groupCode: string | null;
                            active: boolean;
                            hireDate: string | null;
                            leaveDate: string | null;
                            birthDate: string | null;
                            birthMonthDay: string | null;
                            birthCalendar: ("SOLAR" | "LUNAR") | null;
                            preferredLanguage: ("ko" | "en" | "vi" | "zh-Hans" | "ne" | "km") | null;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEmployee: {
        parameters: {
            query?: {
                companyCode?: string;
            };
            header?: never;
            path: {
                employeeNumber: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employeeNumber: string | null;
                        loginId: string;
                        companyCode: string;
                        name: string;
                        email: string | null;
                        phone: string | null;
                        groupCode: string | null;
                        active: boolean;
                        hireDate: string | null;
                        leaveDate: string | null;
                        birthDate: string | null;
                        birthMonthDay: string | null;
                        birthCalendar: ("SOLAR" | "LUNAR") | null;
                        preferredLanguage: ("ko" | "en" | "vi" | "zh-Hans" | "ne" | "km") | null;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No employee has this number in the company. */
            404: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A path parameter is longer than the server accepts. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    upsertEmployee: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat within 24 hours with the same body answers the first reply (Idempotent-Replayed: true); another body answers 422, a repeat while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                employeeNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name?: string;
                    phone?: string;
                    email?: string | null;
                    groupCode?: string | null;
                    hireDate?: string | null;
                    leaveDate?: string | null;
                    birthDate?: string | null;
                    /** @enum {string} */
                    birthCalendar?: "SOLAR" | "LUNAR";
                    preferredLanguage?: string | null;
                    active?: boolean;
                    loginId?: string;
                    companyCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employeeNumber: string | null;
                        loginId: string;
                        companyCode: string;
                        name: string;
                        email: string | null;
                        phone: string | null;
                        groupCode: string | null;
                        active: boolean;
                        hireDate: string | null;
                        leaveDate: string | null;
                        birthDate: string | null;
                        birthMonthDay: string | null;
                        birthCalendar: ("SOLAR" | "LUNAR") | null;
                        preferredLanguage: ("ko" | "en" | "vi" | "zh-Hans" | "ne" | "km") | null;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description Default Response */
            201: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employeeNumber: string | null;
                        loginId: string;
                        companyCode: string;
                        name: string;
                        email: string | null;
                        phone: string | null;
                        groupCode: string | null;
                        active: boolean;
                        hireDate: string | null;
                        leaveDate: string | null;
                        birthDate: string | null;
                        birthMonthDay: string | null;
                        birthCalendar: ("SOLAR" | "LUNAR") | null;
                        preferredLanguage: ("ko" | "en" | "vi" | "zh-Hans" | "ne" | "km") | null;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A path parameter is longer than the server accepts. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used with another request body. */
            422: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deactivateEmployee: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat within 24 hours with the same body answers the first reply (Idempotent-Replayed: true); another body answers 422, a repeat while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                employeeNumber: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    companyCode?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        employeeNumber: string | null;
                        loginId: string;
                        companyCode: string;
                        name: string;
                        email: string | null;
                        phone: string | null;
                        groupCode: string | null;
                        active: boolean;
                        hireDate: string | null;
                        leaveDate: string | null;
                        birthDate: string | null;
                        birthMonthDay: string | null;
                        birthCalendar: ("SOLAR" | "LUNAR") | null;
                        preferredLanguage: ("ko" | "en" | "vi" | "zh-Hans" | "ne" | "km") | null;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No employee has this number in the company. */
            404: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A path parameter is longer than the server accepts. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used with another request body. */
            422: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listGroups: {
        parameters: {
            query?: {
                companyCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            groupCode: string;
                            name: string;
                            parentGroupCode: string | null;
                            active: boolean;
                        }[];
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listEvents: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                companyCode?: string;
                status?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            eventId: number;
                            companyCode: string;
                            name: string;
                            status: string;
                            statusName: string;
                            /** Format: date-time */
                            startsAt: string;
                            /** Format: date-time */
                            endsAt: string;
                            budget: number | null;
                            selectCount: number;
                            recipientCount: number;
                            /** Format: date-time */
                            createdAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat within 24 hours with the same body answers the first reply (Idempotent-Replayed: true); another body answers 422, a repeat while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** Format: date-time */
                    startsAt: string;
                    /** Format: date-time */
                    endsAt: string;
                    budget?: number | null;
                    /** @default 1 */
                    selectCount?: number;
                    greeting?: string | null;
                    companyCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: number;
                        companyCode: string;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used with another request body. */
            422: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getEvent: {
        parameters: {
            query?: {
                companyCode?: string;
            };
            header?: never;
            path: {
                eventId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        eventId: number;
                        companyCode: string;
                        name: string;
                        status: string;
                        statusName: string;
                        /** Format: date-time */
                        startsAt: string;
                        /** Format: date-time */
                        endsAt: string;
                        budget: number | null;
                        selectCount: number;
                        recipientCount: number;
                        /** Format: date-time */
                        createdAt: string;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such event for this key. */
            404: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A path parameter is longer than the server accepts. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    addEventRecipients: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat within 24 hours with the same body answers the first reply (Idempotent-Replayed: true); another body answers 422, a repeat while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                eventId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    employeeNumbers: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                        recipientCount: number;
                        unknownEmployeeNumbers: string[];
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such event for this key. */
            404: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A path parameter is longer than the server accepts. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used with another request body. */
            422: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listApplications: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                companyCode?: string;
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            applicationId: number;
                            eventId: number;
                            companyCode: string;
                            employeeNumber: string | null;
                            /** @enum {string} */
                            status: "APPLIED" | "CANCELLED";
                            productId: number;
                            productName: string;
                            optionName: string | null;
                            quantity: number;
                            unitPrice: number;
                            extrasAmount: number;
                            paidAmount: number;
                            appliedAt: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getApplication: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                applicationId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        applicationId: number;
                        eventId: number;
                        companyCode: string;
                        employeeNumber: string | null;
                        /** @enum {string} */
                        status: "APPLIED" | "CANCELLED";
                        productId: number;
                        productName: string;
                        optionName: string | null;
                        quantity: number;
                        unitPrice: number;
                        extrasAmount: number;
                        paidAmount: number;
                        appliedAt: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such application for this key. */
            404: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A path parameter is longer than the server accepts. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listDeliveries: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                companyCode?: string;
                updatedSince?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            deliveryId: number;
                            applicationId: number;
                            eventId: number;
                            companyCode: string;
                            productId: number;
                            quantity: number;
                            status: string;
                            statusName: string;
                            carrierCode: string | null;
                            invoiceNumber: string | null;
                            releasedAt: string | null;
                            deliveredAt: string | null;
                            /** Format: date-time */
                            updatedAt: string;
                        }[];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getDelivery: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                deliveryId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        deliveryId: number;
                        applicationId: number;
                        eventId: number;
                        companyCode: string;
                        productId: number;
                        quantity: number;
                        status: string;
                        statusName: string;
                        carrierCode: string | null;
                        invoiceNumber: string | null;
                        releasedAt: string | null;
                        deliveredAt: string | null;
                        /** Format: date-time */
                        updatedAt: string;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such delivery line for this key. */
            404: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A path parameter is longer than the server accepts. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listOccasions: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                companyCode?: string;
                updatedSince?: string;
                dueFrom?: string;
                dueTo?: string;
                state?: "WAITING" | "SCHEDULED" | "SENT" | "SKIPPED" | "CANCELLED";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Occasion"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listLifeEvents: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                companyCode?: string;
                updatedSince?: string;
                state?: "REQUESTED" | "APPROVED" | "REJECTED" | "DELETED";
                kind?: "WEDDING" | "CHILDBIRTH" | "CHILD_SCHOOL" | "PROMOTION" | "CONDOLENCE" | "RETURN_TO_WORK" | "RETIREMENT";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["LifeEvent"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createLifeEvent: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat within 24 hours with the same body answers the first reply (Idempotent-Replayed: true); another body answers 422, a repeat while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": components["schemas"]["LifeEventCreateInput"];
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lifeEventId: number;
                        /** @enum {string} */
                        state: "REQUESTED" | "APPROVED" | "REJECTED" | "DELETED";
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No employee has this number in the company. */
            404: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The employee already has this life event, or a request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used with another request body. */
            422: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhooks: {
        parameters: {
            query?: {
                companyCode?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["Webhook"][];
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such webhook subscription for this key. */
            404: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    createWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat within 24 hours with the same body answers the first reply (Idempotent-Replayed: true); another body answers 422, a repeat while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    eventTypes: ("event.opened" | "event.closed" | "gift.applied" | "gift.cancelled" | "payment.approved" | "payment.refunded" | "delivery.shipped" | "delivery.delivered" | "return.requested" | "return.completed" | "employee.created" | "employee.deactivated" | "tax.month_confirmed")[];
                    description?: string | null;
                    companyCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhookId: number;
                        companyCode: string;
                        url: string;
                        eventTypes: string[];
                        description: string | null;
                        active: boolean;
                        disabledReason: string | null;
                        previousSecretExpiresAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        secret: string;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such webhook subscription for this key. */
            404: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used with another request body. */
            422: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    getWebhook: {
        parameters: {
            query?: {
                companyCode?: string;
            };
            header?: never;
            path: {
                webhookId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such webhook subscription for this key. */
            404: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A path parameter is longer than the server accepts. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    deleteWebhook: {
        parameters: {
            query?: {
                companyCode?: string;
            };
            header?: never;
            path: {
                webhookId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            204: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such webhook subscription for this key. */
            404: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A path parameter is longer than the server accepts. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    updateWebhook: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat within 24 hours with the same body answers the first reply (Idempotent-Replayed: true); another body answers 422, a repeat while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                webhookId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    eventTypes?: ("event.opened" | "event.closed" | "gift.applied" | "gift.cancelled" | "payment.approved" | "payment.refunded" | "delivery.shipped" | "delivery.delivered" | "return.requested" | "return.completed" | "employee.created" | "employee.deactivated" | "tax.month_confirmed")[];
                    description?: string | null;
                    active?: boolean;
                    companyCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["Webhook"];
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such webhook subscription for this key. */
            404: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A path parameter is longer than the server accepts. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used with another request body. */
            422: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    rotateWebhookSecret: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat within 24 hours with the same body answers the first reply (Idempotent-Replayed: true); another body answers 422, a repeat while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                webhookId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default 1440 */
                    overlapMinutes?: number;
                    companyCode?: string;
                } | null;
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        webhookId: number;
                        companyCode: string;
                        url: string;
                        eventTypes: string[];
                        description: string | null;
                        active: boolean;
                        disabledReason: string | null;
                        previousSecretExpiresAt: string | null;
                        /** Format: date-time */
                        createdAt: string;
                        secret: string;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such webhook subscription for this key. */
            404: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A request with this Idempotency-Key is still running. */
            409: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A path parameter is longer than the server accepts. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description This Idempotency-Key was used with another request body. */
            422: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    replayWebhookMessages: {
        parameters: {
            query?: never;
            header?: {
                /** @description Makes a retry safe: a repeat within 24 hours with the same body answers the first reply (Idempotent-Replayed: true); another body answers 422, a repeat while the first runs 409. */
                "Idempotency-Key"?: string;
            };
            path: {
                webhookId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** Format: date-time */
                    since: string;
                    /** Format: date-time */
                    until?: string;
                    eventTypes?: string[];
                    companyCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        replayed: number;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such webhook subscription for this key. */
            404: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The subscription is turned off. */
            409: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A path parameter is longer than the server accepts. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More messages in the range than one call replays. */
            422: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description true when this is the stored reply of an earlier call with the same Idempotency-Key. */
                    "idempotent-replayed"?: "true";
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listWebhookDeliveries: {
        parameters: {
            query?: {
                cursor?: string;
                limit?: number;
                companyCode?: string;
                status?: "PENDING" | "SENDING" | "SENT" | "FAILED";
            };
            header?: never;
            path: {
                webhookId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["WebhookDelivery"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No such webhook subscription for this key. */
            404: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description A path parameter is longer than the server accepts. */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    listTaxEmployees: {
        parameters: {
            query: {
                cursor?: string;
                limit?: number;
                companyCode?: string;
                year: number;
                month?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: components["schemas"]["TaxEmployee"][];
                        nextCursor: string | null;
                    };
                };
            };
            /** @description The request is not valid: errors[] points at each field (/body/..., /query/..., /params/...). */
            400: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit"?: number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining"?: number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset"?: number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description No API key, or one that is not valid or was revoked. */
            401: {
                headers: {
                    /** @description Bearer */
                    "www-authenticate": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description The key lacks the scope of this call, or names another company. */
            403: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
            /** @description More calls in this minute than the key may make; Retry-After tells when to try again. */
            429: {
                headers: {
                    /** @description Calls this key may make in a minute. */
                    "x-ratelimit-limit": number;
                    /** @description Calls left in the current minute. */
                    "x-ratelimit-remaining": number;
                    /** @description Seconds until the current minute ends. */
                    "x-ratelimit-reset": number;
                    /** @description Seconds until the key may call again. */
                    "retry-after": number;
                    [name: string]: unknown;
                };
                content: {
                    "application/problem+json": components["schemas"]["Problem"];
                };
            };
        };
    };
    eventOpenedWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The webhook-id: the same on every retry and replay of this message. */
                    id: string;
                    /** @constant */
                    type: "event.opened";
                    /** Format: date-time */
                    occurredAt: string;
                    companyCode: string;
                    data: {
                        /** @description The gift event (GET /api/v1/events/{eventId}). */
                        eventId: number;
                        /** @description Event status code, as the public API shows it. */
                        status: string;
                        /** @description The Korean name of the code. */
                        statusName: string;
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the subscription is turned off. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received; any 2xx status counts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    eventClosedWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The webhook-id: the same on every retry and replay of this message. */
                    id: string;
                    /** @constant */
                    type: "event.closed";
                    /** Format: date-time */
                    occurredAt: string;
                    companyCode: string;
                    data: {
                        /** @description The gift event (GET /api/v1/events/{eventId}). */
                        eventId: number;
                        /** @description Event status code, as the public API shows it. */
                        status: string;
                        /** @description The Korean name of the code. */
                        statusName: string;
                        recipientCount: number;
                        /** @description Recipients who chose a gift before the close. */
                        appliedCount: number;
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the subscription is turned off. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received; any 2xx status counts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    giftAppliedWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The webhook-id: the same on every retry and replay of this message. */
                    id: string;
                    /** @constant */
                    type: "gift.applied";
                    /** Format: date-time */
                    occurredAt: string;
                    companyCode: string;
                    data: {
                        /** @description The application (GET /api/v1/applications/{applicationId}). */
                        applicationId: number;
                        /** @description The gift event (GET /api/v1/events/{eventId}). */
                        eventId: number;
                        /** @description The chosen product. */
                        productId: number;
                        quantity: number;
                        /** @constant */
                        status: "APPLIED";
                        /** @description True when the close gave the default gift to someone who chose nothing. */
                        defaultGift: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the subscription is turned off. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received; any 2xx status counts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    giftCancelledWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The webhook-id: the same on every retry and replay of this message. */
                    id: string;
                    /** @constant */
                    type: "gift.cancelled";
                    /** Format: date-time */
                    occurredAt: string;
                    companyCode: string;
                    data: {
                        /** @description The application (GET /api/v1/applications/{applicationId}). */
                        applicationId: number;
                        /** @description The delivery line (GET /api/v1/deliveries/{deliveryId}). */
                        deliveryId: number;
                        /** @description The gift event (GET /api/v1/events/{eventId}). */
                        eventId: number;
                        /** @description The chosen product. */
                        productId: number;
                        quantity: number;
                        /** @constant */
                        status: "CANCELLED";
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the subscription is turned off. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received; any 2xx status counts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paymentApprovedWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The webhook-id: the same on every retry and replay of this message. */
                    id: string;
                    /** @constant */
                    type: "payment.approved";
                    /** Format: date-time */
                    occurredAt: string;
                    companyCode: string;
                    data: {
                        /** @description The payment's order id at the payment provider. */
                        paymentId: string;
                        applicationId: number | null;
                        returnId: number | null;
                        amount: number;
                        refundedAmount: number;
                        /** @description Payment status code, as the public API shows it. */
                        status: string;
                        /** @description The Korean name of the code. */
                        statusName: string;
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the subscription is turned off. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received; any 2xx status counts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    paymentRefundedWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The webhook-id: the same on every retry and replay of this message. */
                    id: string;
                    /** @constant */
                    type: "payment.refunded";
                    /** Format: date-time */
                    occurredAt: string;
                    companyCode: string;
                    data: {
                        /** @description The payment's order id at the payment provider. */
                        paymentId: string;
                        applicationId: number | null;
                        returnId: number | null;
                        amount: number;
                        refundedAmount: number;
                        /** @description Payment status code, as the public API shows it. */
                        status: string;
                        /** @description The Korean name of the code. */
                        statusName: string;
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the subscription is turned off. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received; any 2xx status counts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliveryShippedWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The webhook-id: the same on every retry and replay of this message. */
                    id: string;
                    /** @constant */
                    type: "delivery.shipped";
                    /** Format: date-time */
                    occurredAt: string;
                    companyCode: string;
                    data: {
                        /** @description The delivery line (GET /api/v1/deliveries/{deliveryId}). */
                        deliveryId: number;
                        /** @description The application (GET /api/v1/applications/{applicationId}). */
                        applicationId: number;
                        /** @description The gift event (GET /api/v1/events/{eventId}). */
                        eventId: number;
                        /** @description Delivery status code, as the public API shows it. */
                        status: string;
                        /** @description The Korean name of the code. */
                        statusName: string;
                        carrierCode: string | null;
                        invoiceNumber: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the subscription is turned off. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received; any 2xx status counts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    deliveryDeliveredWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The webhook-id: the same on every retry and replay of this message. */
                    id: string;
                    /** @constant */
                    type: "delivery.delivered";
                    /** Format: date-time */
                    occurredAt: string;
                    companyCode: string;
                    data: {
                        /** @description The delivery line (GET /api/v1/deliveries/{deliveryId}). */
                        deliveryId: number;
                        /** @description The application (GET /api/v1/applications/{applicationId}). */
                        applicationId: number;
                        /** @description The gift event (GET /api/v1/events/{eventId}). */
                        eventId: number;
                        /** @description Delivery status code, as the public API shows it. */
                        status: string;
                        /** @description The Korean name of the code. */
                        statusName: string;
                        carrierCode: string | null;
                        invoiceNumber: string | null;
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the subscription is turned off. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received; any 2xx status counts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    returnRequestedWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The webhook-id: the same on every retry and replay of this message. */
                    id: string;
                    /** @constant */
                    type: "return.requested";
                    /** Format: date-time */
                    occurredAt: string;
                    companyCode: string;
                    data: {
                        /** @description The return or exchange request. */
                        returnId: number;
                        /** @description The delivery line (GET /api/v1/deliveries/{deliveryId}). */
                        deliveryId: number;
                        /** @description The application (GET /api/v1/applications/{applicationId}). */
                        applicationId: number;
                        /** @enum {string} */
                        kind: "RETURN" | "EXCHANGE";
                        kindName: string;
                        /** @description Reason code. */
                        reason: string | null;
                        reasonName: string | null;
                        /** @description Return status code, as the public API shows it. */
                        status: string;
                        /** @description The Korean name of the code. */
                        statusName: string;
                        /** @description Integer won, once known. */
                        refundAmount: number | null;
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the subscription is turned off. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received; any 2xx status counts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    returnCompletedWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The webhook-id: the same on every retry and replay of this message. */
                    id: string;
                    /** @constant */
                    type: "return.completed";
                    /** Format: date-time */
                    occurredAt: string;
                    companyCode: string;
                    data: {
                        /** @description The return or exchange request. */
                        returnId: number;
                        /** @description The delivery line (GET /api/v1/deliveries/{deliveryId}). */
                        deliveryId: number;
                        /** @description The application (GET /api/v1/applications/{applicationId}). */
                        applicationId: number;
                        /** @enum {string} */
                        kind: "RETURN" | "EXCHANGE";
                        kindName: string;
                        /** @description Reason code. */
                        reason: string | null;
                        reasonName: string | null;
                        /** @description Return status code, as the public API shows it. */
                        status: string;
                        /** @description The Korean name of the code. */
                        statusName: string;
                        /** @description Integer won, once known. */
                        refundAmount: number | null;
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the subscription is turned off. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received; any 2xx status counts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    employeeCreatedWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The webhook-id: the same on every retry and replay of this message. */
                    id: string;
                    /** @constant */
                    type: "employee.created";
                    /** Format: date-time */
                    occurredAt: string;
                    companyCode: string;
                    data: {
                        /** @description GET /api/v1/employees/{employeeNumber}. */
                        employeeNumber: string | null;
                        groupCode: string | null;
                        active: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the subscription is turned off. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received; any 2xx status counts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    employeeDeactivatedWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The webhook-id: the same on every retry and replay of this message. */
                    id: string;
                    /** @constant */
                    type: "employee.deactivated";
                    /** Format: date-time */
                    occurredAt: string;
                    companyCode: string;
                    data: {
                        /** @description GET /api/v1/employees/{employeeNumber}. */
                        employeeNumber: string | null;
                        groupCode: string | null;
                        active: boolean;
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the subscription is turned off. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received; any 2xx status counts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
    taxMonthConfirmedWebhook: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @description The webhook-id: the same on every retry and replay of this message. */
                    id: string;
                    /** @constant */
                    type: "tax.month_confirmed";
                    /** Format: date-time */
                    occurredAt: string;
                    companyCode: string;
                    data: {
                        year: number;
                        /** @description 1-12. */
                        month: number;
                        /** @description The month's client bill. */
                        billId: number;
                        /** @description Gift lines on the bill. */
                        lineCount: number;
                        /** @description What the bill charges, VAT included, integer won. */
                        chargeAmount: number;
                    };
                };
            };
        };
        responses: {
            /** @description Gone: the subscription is turned off. */
            410: {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
            /** @description Received; any 2xx status counts. */
            "2XX": {
                headers: {
                    [name: string]: unknown;
                };
                content?: never;
            };
        };
    };
}
