"""Address policy: public unicast only, transition forms judged by the IPv4 they carry."""
from __future__ import annotations

import ipaddress

import pytest

from engine.web.addresses import embedded_ipv4, machine_addresses, parse_ip, refusal_reason


@pytest.mark.parametrize(
    "text, reason",
    [
        ("10.0.0.1", "private"),
        ("169.254.169.254", "link-local"),
        ("100.64.0.1", "carrier-grade NAT"),
        ("224.0.0.1", "multicast"),
        ("ff02::1", "multicast"),
        ("0.0.0.0", "unspecified"),
        ("::", "unspecified"),
        ("240.0.0.1", "private"),
        ("127.0.0.1", "loopback"),
        ("::1", "loopback"),
        ("fe80::1%eth0", "link-local"),
        ("::ffff:10.0.0.1", "private"),
        ("2002:a9fe:a9fe::", "link-local"),
        ("64:ff9b::a9fe:a9fe", "link-local"),
        ("64:ff9b:1::1", "reserved"),
    ],
)
def test_non_public_addresses_are_refused_with_a_reason(text, reason):
    assert reason in refusal_reason(parse_ip(text))


@pytest.mark.parametrize("text", ["93.184.216.34", "8.8.8.8", "2606:4700::1111", "64:ff9b::808:808", "2002:808:808::"])
def test_public_addresses_pass(text):
    assert refusal_reason(parse_ip(text)) is None


def test_loopback_passes_only_with_the_test_flag():
    assert refusal_reason(parse_ip("127.0.0.1"), allow_loopback=True) is None
    assert refusal_reason(parse_ip("::ffff:127.0.0.1"), allow_loopback=True) is None
    assert refusal_reason(parse_ip("10.0.0.1"), allow_loopback=True) == "private address"


def test_an_address_of_this_machine_is_refused():
    own = frozenset({ipaddress.ip_address("93.184.216.34")})
    assert refusal_reason(parse_ip("93.184.216.34"), own_addresses=own) == "an address of this machine"
    assert refusal_reason(parse_ip("::ffff:93.184.216.34"), own_addresses=own).startswith("an address of this machine")


def test_embedded_ipv4_forms():
    assert str(embedded_ipv4(parse_ip("::ffff:10.0.0.1"))) == "10.0.0.1"
    assert str(embedded_ipv4(parse_ip("2002:a9fe:a9fe::"))) == "169.254.169.254"
    assert str(embedded_ipv4(parse_ip("64:ff9b::a00:1"))) == "10.0.0.1"
    assert embedded_ipv4(parse_ip("2606:4700::1111")) is None


def test_machine_addresses_include_loopback():
    assert ipaddress.ip_address("127.0.0.1") in machine_addresses()
