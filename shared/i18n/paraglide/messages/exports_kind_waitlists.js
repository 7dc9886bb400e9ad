/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Exports_Kind_WaitlistsInputs */

const en_exports_kind_waitlists = /** @type {(inputs: Exports_Kind_WaitlistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Waitlists`)
};

const bn_exports_kind_waitlists = /** @type {(inputs: Exports_Kind_WaitlistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`অপেক্ষমাণ তালিকা`)
};

/**
* | output |
* | --- |
* | "Waitlists" |
*
* @param {Exports_Kind_WaitlistsInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const exports_kind_waitlists = /** @type {((inputs?: Exports_Kind_WaitlistsInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Exports_Kind_WaitlistsInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_exports_kind_waitlists(inputs)
	return en_exports_kind_waitlists(inputs)
});
