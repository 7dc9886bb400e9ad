/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Classes_Open_OtherInputs */

const en_classes_open_other = /** @type {(inputs: Classes_Open_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count} classes open`)
};

const bn_classes_open_other = /** @type {(inputs: Classes_Open_OtherInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.count}টি ক্লাস খোলা`)
};

/**
* | output |
* | --- |
* | "{count} classes open" |
*
* @param {Classes_Open_OtherInputs} inputs
* @param {{ locale?: "en" | "bn" }} options
* @returns {LocalizedString}
*/
export const classes_open_other = /** @type {((inputs: Classes_Open_OtherInputs, options?: { locale?: "en" | "bn" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Classes_Open_OtherInputs, { locale?: "en" | "bn" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "bn") return bn_classes_open_other(inputs)
	return en_classes_open_other(inputs)
});
