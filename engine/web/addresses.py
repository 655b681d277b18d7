"""Which IP addresses the fetcher may connect to: public unicast only.

A web page can point Klang at anything (a redirect, a link the model follows),
so every address a host name resolves to is checked before a socket opens.
IPv6 forms that carry an IPv4 address inside (IPv4-mapped, 6to4, NAT64) are
judged by the address they carry: 2002:a9fe:a9fe:: reaches 169.254.169.254.
"""
from __future__ import annotations

import fcntl
import ipaddress
import socket
import struct
from pathlib import Path

IPAddress = ipaddress.IPv4Address | ipaddress.IPv6Address

_CGNAT = ipaddress.ip_network("100.64.0.0/10")
_NAT64 = ipaddress.ip_network("64:ff9b::/96")
_SIOCGIFADDR = 0x8915  # Linux ioctl: the IPv4 address of one interface


def parse_ip(text: str) -> IPAddress:
    """An address as getaddrinfo returns it (an IPv6 zone like %eth0 dropped)."""
    return ipaddress.ip_address(text.split("%", 1)[0])


def embedded_ipv4(address: IPAddress) -> ipaddress.IPv4Address | None:
    """The IPv4 address an IPv6 transition form really reaches, if any."""
    if address.version == 4:
        return None
    if address.ipv4_mapped is not None:
        return address.ipv4_mapped
    if address.sixtofour is not None:
        return address.sixtofour
    if address in _NAT64:
        return ipaddress.IPv4Address(int(address) & 0xFFFFFFFF)
    return None


def refusal_reason(
    address: IPAddress, allow_loopback: bool = False, own_addresses: frozenset[IPAddress] = frozenset()
) -> str | None:
    """Why connecting to `address` is refused, or None when it is a public address."""
    inner = embedded_ipv4(address)
    if inner is not None:
        reason = refusal_reason(inner, allow_loopback, own_addresses)
        return f"{reason} (carried inside {address})" if reason else None
    if address.is_loopback:
        return None if allow_loopback else "loopback address"
    if address in own_addresses:
        return "an address of this machine"
    checks = (
        (address.is_unspecified, "unspecified address"),
        (address.is_link_local, "link-local address"),
        (address.version == 4 and address in _CGNAT, "carrier-grade NAT address (100.64.0.0/10)"),
        (address.is_multicast, "multicast address"),
        (address.is_private, "private address"),
        (address.is_reserved, "reserved address"),
        (not address.is_global, "not a public address"),
    )
    return next((reason for failed, reason in checks if failed), None)


def _ipv4_of_interface(name: str) -> IPAddress | None:
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        try:
            packed = fcntl.ioctl(probe.fileno(), _SIOCGIFADDR, struct.pack("256s", name.encode()[:15]))
        except OSError:  # an interface without an IPv4 address
            return None
    return ipaddress.IPv4Address(packed[20:24])


def _ipv6_addresses(table: Path = Path("/proc/net/if_inet6")) -> set[IPAddress]:
    try:
        lines = table.read_text().splitlines()
    except OSError:
        return set()
    return {ipaddress.IPv6Address(int(line.split()[0], 16)) for line in lines if line.strip()}


def machine_addresses() -> frozenset[IPAddress]:
    """This machine's own interface addresses, read locally (no DNS, no packets sent).

    A public address on one of our interfaces reaches our own services, so it
    is refused like loopback. Where the interfaces cannot be read (not Linux)
    the set is empty and the public/private checks still apply.
    """
    found: set[IPAddress] = _ipv6_addresses()
    try:
        names = [name for _, name in socket.if_nameindex()]
    except OSError:
        names = []
    for name in names:
        address = _ipv4_of_interface(name)
        if address is not None:
            found.add(address)
    return frozenset(found)
